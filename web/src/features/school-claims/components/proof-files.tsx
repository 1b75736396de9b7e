import { useId } from 'react';
import { CheckCircle2, FileUp, Loader2, Trash2, TriangleAlert } from 'lucide-react';
import { UPLOAD_ACCEPT_EXTENSIONS, UPLOAD_MAX_SIZE_TEXT } from '@core/uploads';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import type { PickedFile } from '@web/lib/use-file-uploads';

/** The claim's proof: a file picker and the picked files with how their upload goes. */
export function ProofFiles({
  files,
  onAdd,
  onRemove,
  error,
}: {
  files: readonly PickedFile[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Bukti pengelola sekolah</Label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Surat tugas berstempel sekolah atau SK. PDF, JPG, PNG, atau WebP, maksimal{' '}
        {UPLOAD_MAX_SIZE_TEXT} per file.
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT_EXTENSIONS.join(',')}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        className="peer sr-only"
        onChange={(event) => {
          onAdd(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      {/* the browser's own button speaks the browser's language: this one speaks Indonesian */}
      <label
        htmlFor={id}
        aria-hidden="true"
        className={`${buttonVariants({ variant: 'outline' })} cursor-pointer justify-self-start peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600`}
      >
        <FileUp />
        Pilih file
      </label>
      {files.length > 0 && (
        <ul aria-label="File bukti" className="grid gap-1">
          {files.map((file) => (
            <li
              key={file.key}
              className="flex items-center gap-2 rounded-md border border-slate-200 px-2 py-1 text-sm"
            >
              {file.state === 'uploading' && (
                <Loader2 className="size-4 shrink-0 animate-spin text-slate-500" aria-hidden />
              )}
              {file.state === 'done' && (
                <CheckCircle2 className="size-4 shrink-0 text-emerald-700" aria-hidden />
              )}
              {file.state === 'error' && (
                <TriangleAlert className="size-4 shrink-0 text-red-700" aria-hidden />
              )}
              <span className="min-w-0 flex-1 truncate">
                {file.name}
                <span className="sr-only">
                  {file.state === 'uploading'
                    ? ' (mengunggah)'
                    : file.state === 'done'
                      ? ' (terunggah)'
                      : ' (gagal)'}
                </span>
                {file.error && <span className="block text-xs text-red-700">{file.error}</span>}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Hapus ${file.name}`}
                onClick={() => onRemove(file.key)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
