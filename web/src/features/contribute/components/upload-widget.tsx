import { useId, useState, type DragEvent } from 'react';
import { FileText, Pause, Play, RotateCcw, Upload, X } from 'lucide-react';
import {
  formatFileSize,
  UPLOAD_ACCEPT_EXTENSIONS,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_SIZE_TEXT,
} from '@core/uploads';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import type { UploadItem } from '../upload-item';
import type { Uploads } from '../use-uploads';

const STATE_TEXT: Record<UploadItem['state'], (item: UploadItem) => string> = {
  waiting: () => 'Menunggu...',
  uploading: (item) => `Mengunggah ${Math.round(item.progress)}%`,
  paused: (item) => `Dijeda (${Math.round(item.progress)}%)`,
  done: () => 'Selesai',
  error: (item) => item.error ?? 'Gagal mengunggah',
};

const STATE_COLOR: Partial<Record<UploadItem['state'], string>> = {
  done: 'text-emerald-700',
  error: 'text-red-700',
};

function FileRow({ item, uploads }: { item: UploadItem; uploads: Uploads }) {
  const active = item.state === 'uploading' || item.state === 'waiting';
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-3">
      <div className="flex items-start gap-3">
        <FileText className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-slate-900" title={item.name}>
            {item.name}
          </p>
          <p className={cn('text-xs', STATE_COLOR[item.state] ?? 'text-slate-600')}>
            {formatFileSize(item.size)} · {STATE_TEXT[item.state](item)}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          {(active || item.state === 'paused') && (
            <Button
              type="button"
              size="icon"
              variant="ghost"
              className="size-9"
              onClick={() => uploads.pauseResume(item.id)}
              aria-label={`${item.state === 'paused' ? 'Lanjutkan' : 'Jeda'} ${item.name}`}
            >
              {item.state === 'paused' ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            </Button>
          )}
          {item.state === 'error' && (
            <Button
              type="button"
              size="icon"
              variant="ghost"
              className="size-9"
              onClick={() => uploads.retry(item.id)}
              aria-label={`Coba lagi ${item.name}`}
            >
              <RotateCcw aria-hidden="true" />
            </Button>
          )}
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className="size-9"
            onClick={() => uploads.remove(item.id)}
            aria-label={`${item.state === 'done' ? 'Hapus' : 'Batalkan'} ${item.name}`}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
      {item.state !== 'done' && item.state !== 'error' && (
        <div
          role="progressbar"
          aria-label={`Unggahan ${item.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(item.progress)}
          className="h-1.5 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className={cn(
              'h-full rounded-full transition-[width]',
              item.state === 'paused' ? 'bg-slate-400' : 'bg-brand-600',
            )}
            style={{ width: `${item.progress}%` }}
          />
        </div>
      )}
    </li>
  );
}

/** One border colour: an error's red over the drag highlight over the resting grey. */
function dropzoneBorder(error: boolean, dragging: boolean): string {
  if (error) return 'border-red-600';
  return dragging ? 'border-brand-600' : 'border-slate-300';
}

/**
 * Files of the contribution (SPEC §2, §4): pick or drop up to 10 files of
 * 20 MB; each uploads at once, with pause, resume and cancel per file.
 */
export function UploadWidget({
  id,
  uploads,
  error,
  describedBy,
}: {
  /** the file input's id (its label and focus on a form error) */
  id: string;
  uploads: Uploads;
  /** the form's own message, e.g. 'Upload minimal satu file' */
  error?: string;
  describedBy?: string;
}) {
  const inputId = id;
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const full = uploads.items.length >= UPLOAD_MAX_FILES;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void uploads.add([...event.dataTransfer.files]);
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center',
          dragging ? 'bg-brand-50' : 'bg-slate-50',
          dropzoneBorder(Boolean(error), dragging),
        )}
      >
        <Upload className="size-8 text-slate-500" aria-hidden="true" />
        <p className="text-sm text-slate-700">
          Seret file ke sini, atau{' '}
          <label
            htmlFor={inputId}
            className={cn(
              'cursor-pointer font-semibold text-brand-700 underline underline-offset-2',
              full && 'pointer-events-none opacity-50',
            )}
          >
            pilih file
          </label>
        </p>
        <input
          id={inputId}
          type="file"
          multiple
          disabled={full}
          accept={UPLOAD_ACCEPT_EXTENSIONS.join(',')}
          aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
          className="sr-only"
          onChange={(event) => {
            void uploads.add([...(event.target.files ?? [])]);
            // the same file can be picked again after it was removed
            event.target.value = '';
          }}
        />
        <p id={hintId} className="text-xs text-slate-600">
          PDF, foto (JPG, PNG, WebP, HEIC), Word atau Excel. Maksimal {UPLOAD_MAX_FILES} file,
          masing-masing {UPLOAD_MAX_SIZE_TEXT}.
        </p>
      </div>
      {uploads.problems.length > 0 && (
        <ul role="alert" className="flex flex-col gap-1 text-sm text-red-700">
          {uploads.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {uploads.items.length > 0 && (
        <ul aria-label="File yang diunggah" className="flex flex-col gap-2">
          {uploads.items.map((item) => (
            <FileRow key={item.id} item={item} uploads={uploads} />
          ))}
        </ul>
      )}
    </div>
  );
}
