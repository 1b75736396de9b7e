import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileQuestion, Loader2 } from 'lucide-react';
import type { SubmissionFile } from '@core/contracts/submissions';
import { Button } from '@web/components/ui/button';
import { serverText } from '@web/lib/server-text';
import { submissionFileQuery } from '@web/features/admin-submissions/api/submissions';
import { previewKind } from './preview-kind';

// Each viewer is its own chunk inside the admin area: the zoom library with
// images, pdf.js (and its worker) only once a PDF is opened.
const ImageView = lazy(() => import('./image-view'));
const PdfView = lazy(() => import('./pdf-view'));

export const PREVIEW_UNAVAILABLE =
  'Pratinjau tidak tersedia untuk file ini. Unduh untuk membukanya.';
const PREVIEW_CHECKING = 'File masih diperiksa. Pratinjau muncul setelah pemeriksaan selesai.';
const PREVIEW_FAILED = 'File gagal dimuat.';

function Notice({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <div
      role="status"
      className="flex h-48 flex-col items-center justify-center gap-2 rounded-md border border-dashed border-slate-300 bg-slate-50 px-4 text-center text-sm text-slate-700"
    >
      {busy ? (
        <Loader2 className="size-6 animate-spin text-slate-500" aria-hidden="true" />
      ) : (
        <FileQuestion className="size-6 text-slate-500" aria-hidden="true" />
      )}
      {children}
    </div>
  );
}

/**
 * One uploaded file as the reviewer reads it: the image (zoomable) or the
 * PDF's pages, read through the site-admin download route; otherwise why it
 * cannot be shown. The parent keys it by file, so each starts afresh.
 */
export function FilePreview({
  submissionId,
  file,
}: {
  submissionId: number;
  file: SubmissionFile;
}) {
  const kind = previewKind(file);
  const viewable = kind === 'image' || kind === 'pdf';
  const [unreadable, setUnreadable] = useState(false);
  const blob = useQuery({ ...submissionFileQuery(submissionId, file.index), enabled: viewable });

  if (kind === 'checking') return <Notice>{PREVIEW_CHECKING}</Notice>;
  if (kind === 'refused')
    return <Notice>Ditolak saat pemeriksaan: {file.error ?? 'tidak lolos pemeriksaan'}</Notice>;
  if (!viewable || unreadable) return <Notice>{PREVIEW_UNAVAILABLE}</Notice>;
  if (blob.isError)
    return (
      <Notice>
        <span>{serverText(blob.error, PREVIEW_FAILED)}</span>
        <Button type="button" size="sm" variant="outline" onClick={() => void blob.refetch()}>
          Coba Lagi
        </Button>
      </Notice>
    );
  const loading = <Notice busy>Memuat {file.name}...</Notice>;
  if (!blob.data) return loading;
  const View = kind === 'image' ? ImageView : PdfView;
  return (
    <Suspense fallback={loading}>
      <View
        blob={blob.data}
        name={file.name}
        fileIndex={file.index}
        onUnreadable={() => setUnreadable(true)}
      />
    </Suspense>
  );
}
