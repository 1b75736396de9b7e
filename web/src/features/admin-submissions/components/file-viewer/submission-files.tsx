import { useEffect, useRef, useState } from 'react';
import { Download, Eye } from 'lucide-react';
import type { SubmissionFile } from '@core/contracts/submissions';
import { formatFileSize } from '@core/uploads';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { downloadWithToast } from '../submission-actions';
import { FilePreview } from './file-preview';
import { previewKind } from './preview-kind';
import { useSourceMarks } from '../source-marks/source-marks';

/** The worker's check of a file, for the reviewer. */
function checkText(file: SubmissionFile): { text: string; tone: string } {
  if (file.state === 'done') return { text: 'Lolos pemeriksaan', tone: 'text-emerald-700' };
  if (file.state === 'failed')
    return { text: `Ditolak: ${file.error ?? 'tidak lolos pemeriksaan'}`, tone: 'text-red-700' };
  return { text: 'Sedang diperiksa', tone: 'text-slate-600' };
}

function FileItem({
  submissionId,
  file,
  shown,
  onShow,
}: {
  submissionId: number;
  file: SubmissionFile;
  shown: boolean;
  onShow: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const check = checkText(file);
  return (
    <li
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-md border p-3 sm:flex-nowrap',
        shown ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
      )}
    >
      <div className="min-w-0 flex-1 basis-full sm:basis-auto">
        <p className="truncate text-sm font-medium text-slate-900" title={file.name}>
          {file.name}
        </p>
        <p className={`text-xs ${check.tone}`}>
          {file.sizeBytes !== null ? `${formatFileSize(file.sizeBytes)} · ` : ''}
          {check.text}
        </p>
      </div>
      <Button
        type="button"
        size="sm"
        variant={shown ? 'secondary' : 'outline'}
        aria-pressed={shown}
        aria-label={`Lihat ${file.name}`}
        onClick={onShow}
      >
        <Eye aria-hidden="true" />
        Lihat
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={`Download ${file.name}`}
        onClick={() => {
          setBusy(true);
          // downloadWithToast never rejects: it reports a failure in a toast
          void downloadWithToast(submissionId, file.index, file.name).then(() => setBusy(false));
        }}
      >
        <Download aria-hidden="true" />
        Download
      </Button>
    </li>
  );
}

/** The first file worth looking at: a viewable one, else the first. */
function firstShown(files: readonly SubmissionFile[]): number | undefined {
  const viewable = files.find((file) => ['image', 'pdf'].includes(previewKind(file)));
  return (viewable ?? files[0])?.index;
}

/**
 * The uploaded files of a submission (SPEC §2: with download buttons), the
 * chosen one shown above the list so the reviewer can read it while typing.
 */
export function SubmissionFiles({
  submissionId,
  files,
}: {
  submissionId: number;
  files: SubmissionFile[];
}) {
  const [chosen, setChosen] = useState(() => firstShown(files));
  // a line the reviewer asked to see brings its file up
  const { marks, active } = useSourceMarks();
  const askedFile = active ? marks.find((mark) => mark.line === active.line)?.fileIndex : undefined;
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (askedFile === undefined) return;
    setChosen(askedFile);
    // on a phone the file is above the form: bring it into view
    frame.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [askedFile, active?.asked]);
  const shown = files.find((file) => file.index === chosen);
  return (
    <div className="grid gap-3" ref={frame}>
      {shown && <FilePreview key={shown.index} submissionId={submissionId} file={shown} />}
      <ul className="grid gap-2" aria-label="File yang diunggah">
        {files.map((file) => (
          <FileItem
            key={file.index}
            submissionId={submissionId}
            file={file}
            shown={file.index === chosen}
            onShow={() => setChosen(file.index)}
          />
        ))}
      </ul>
    </div>
  );
}
