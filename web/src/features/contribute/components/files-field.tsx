import { FileCheck2 } from 'lucide-react';
import type { OwnSubmission } from '@core/contracts/resubmissions';
import type { Uploads } from '../use-uploads';
import { UploadWidget } from './upload-widget';

/** The file input's id: the form moves focus there when a file is missing. */
export const FILES_INPUT = 'contribute-files';
const FILES_ERROR = `${FILES_INPUT}-error`;

/**
 * The contribute form's files: those a resent contribution keeps, then the
 * upload widget, and the form-level message about files under it.
 */
export function FilesField({
  kept,
  uploads,
  error,
}: {
  kept: OwnSubmission['files'];
  uploads: Uploads;
  error: string | undefined;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">Upload File</legend>
      <p className="text-sm text-slate-600">
        Rincian biaya, brosur penerimaan, atau foto pengumuman biaya sekolah.
      </p>
      {kept.length > 0 && (
        <ul aria-label="File yang sudah dikirim" className="grid gap-2">
          {kept.map((file) => (
            <li
              key={file.uploadId}
              className="flex items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800"
            >
              <FileCheck2 className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
              <span className="min-w-0 break-all">{file.name}</span>
              <span className="ml-auto shrink-0 text-xs text-slate-600">tetap terkirim</span>
            </li>
          ))}
        </ul>
      )}
      <UploadWidget
        id={FILES_INPUT}
        uploads={uploads}
        error={error}
        describedBy={error ? FILES_ERROR : undefined}
      />
      {error && (
        <p id={FILES_ERROR} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
