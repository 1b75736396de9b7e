import { useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { Button } from '@web/components/ui/button';
import { useLatestCallback } from '@web/hooks/use-latest-callback';
import { SourceBoxes } from '../source-marks/source-boxes';
import { useAskedPage, usePageMarks } from '../source-marks/source-marks';
import { ZoomFrame } from './zoom-frame';

/**
 * pdf.js, loaded when a PDF is opened. A browser it does not run in gets the
 * 'no preview' notice (through onUnreadable) instead of a broken dialog. Its
 * worker is a built asset of our own origin (no eval, no inline script).
 */
const loadPdfJs = () =>
  import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    return pdfjs;
  });

/** Pixel width a page is drawn at: sharp when zoomed a few times, light enough for a phone. */
const PAGE_WIDTH_PX = 1800;

function usePdf(blob: Blob, onUnreadable: () => void) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const unreadable = useLatestCallback(onUnreadable);
  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    // pdf.js takes the bytes over (transfers them to its worker): read a fresh copy each time
    void Promise.all([loadPdfJs(), blob.arrayBuffer()])
      .then(([pdfjs, buffer]) => {
        if (cancelled) return null;
        const task = pdfjs.getDocument({ data: new Uint8Array(buffer), isEvalSupported: false });
        destroy = () => task.destroy();
        return task.promise;
      })
      .then(
        (loaded) => {
          if (!cancelled && loaded) setDoc(loaded);
        },
        () => {
          if (!cancelled) unreadable();
        },
      );
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [blob, unreadable]);
  return doc;
}

function PageCanvas({
  doc,
  pageNumber,
  fileIndex,
  label,
  onUnreadable,
}: {
  doc: PDFDocumentProxy;
  pageNumber: number;
  fileIndex: number;
  label: string;
  onUnreadable: () => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<number | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const { marks, active } = usePageMarks(fileIndex, pageNumber);
  const unreadable = useLatestCallback(onUnreadable);
  useEffect(() => {
    let task: RenderTask | undefined;
    let cancelled = false;
    void doc
      .getPage(pageNumber)
      .then((page) => {
        const target = canvas.current;
        if (cancelled || !target) return;
        const natural = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: PAGE_WIDTH_PX / natural.width });
        target.width = Math.floor(viewport.width);
        target.height = Math.floor(viewport.height);
        setSize({ width: target.width, height: target.height });
        task = page.render({ canvas: target, viewport });
        return task.promise;
      })
      .then(
        () => {
          if (!cancelled) setDrawn(pageNumber);
        },
        () => {
          // a render cancelled by the cleanup below rejects too: only then is `cancelled` set
          if (!cancelled) unreadable();
        },
      );
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, unreadable]);
  return (
    <div className="relative size-full">
      <canvas
        ref={canvas}
        role="img"
        aria-label={label}
        aria-busy={drawn !== pageNumber || undefined}
        data-page={drawn ?? undefined}
        className="size-full object-contain"
      />
      {size && drawn === pageNumber && <SourceBoxes {...size} marks={marks} active={active} />}
    </div>
  );
}

/** A PDF, one page at a time, zoomable (its own chunk, with pdf.js). */
export default function PdfView({
  blob,
  name,
  fileIndex,
  onUnreadable,
}: {
  blob: Blob;
  name: string;
  /** the file's index in the submission: whose read lines to draw */
  fileIndex: number;
  onUnreadable: () => void;
}) {
  const doc = usePdf(blob, onUnreadable);
  const [pageNumber, setPageNumber] = useState(1);
  // the page of a line the reviewer asked to see
  const asked = useAskedPage(fileIndex);
  const askedPage = asked?.page;
  useEffect(() => {
    if (askedPage !== undefined && doc && askedPage <= doc.numPages) setPageNumber(askedPage);
  }, [askedPage, asked?.asked, doc]);
  if (!doc) {
    return (
      <p className="flex h-40 items-center justify-center text-sm text-slate-600" role="status">
        Membuka {name}...
      </p>
    );
  }
  const pages = doc.numPages;
  const pageLabel = `Halaman ${pageNumber} dari ${pages}`;
  return (
    <div className="grid gap-2">
      <ZoomFrame label={`Pratinjau ${name}`}>
        <PageCanvas
          key={pageNumber}
          doc={doc}
          pageNumber={pageNumber}
          fileIndex={fileIndex}
          label={`${name}, ${pageLabel.toLowerCase()}`}
          onUnreadable={onUnreadable}
        />
      </ZoomFrame>
      {pages > 1 && (
        <div className="flex items-center justify-between gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={pageNumber <= 1}
            onClick={() => setPageNumber((n) => n - 1)}
          >
            <ChevronLeft aria-hidden="true" />
            Sebelumnya
          </Button>
          <span className="text-sm text-slate-700 tabular-nums" aria-live="polite">
            {pageLabel}
          </span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={pageNumber >= pages}
            onClick={() => setPageNumber((n) => n + 1)}
          >
            Berikutnya
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
