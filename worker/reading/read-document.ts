import type { Worker as TesseractWorker } from 'tesseract.js';
import { feeLinesOf } from './fee-lines';
import { ocrPage, prepareImage } from './ocr';
import { MIN_TEXT_CHARS, openPdf, pdfPageText, renderPdfPage } from './pdf';
import type { PageText, ProposedFeeLine } from './types';

/** What a file is, by content (the upload check's detection). */
export type ReadableKind = 'pdf' | 'image';

export interface ReadOptions {
  maxPages: number;
  /** OCR of one page is abandoned after this long */
  pageTimeoutMs: number;
  /** the OCR engine, made on first need */
  ocr: () => Promise<TesseractWorker>;
  /** seconds and memory per OCR page, for the benchmark */
  onOcrPage?: (stats: { page: number; ms: number }) => void;
}

export interface DocumentReading {
  pages: PageText[];
  lines: ProposedFeeLine[];
  /** pages read by OCR (the rest had a text layer) */
  ocrPages: number;
  pageCount: number;
}

/** PDF pages are drawn this wide for OCR (about 240 dpi on A4). */
const PDF_OCR_WIDTH = 2000;

class PageTimeoutError extends Error {
  constructor(readonly page: number) {
    super(`OCR of page ${page} took too long`);
    this.name = 'PageTimeoutError';
  }
}

async function withTimeout<T>(work: Promise<T>, ms: number, page: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new PageTimeoutError(page)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function ocrImage(
  png: { png: Buffer; width: number; height: number },
  page: number,
  options: ReadOptions,
): Promise<PageText> {
  const started = Date.now();
  const ocr = await options.ocr();
  const text = await withTimeout(ocrPage(ocr, png, page), options.pageTimeoutMs, page);
  options.onOcrPage?.({ page, ms: Date.now() - started });
  return text;
}

/** The words of a PDF or image, page by page, then the fee lines they propose. */
export async function readDocument(
  bytes: Uint8Array,
  kind: ReadableKind,
  options: ReadOptions,
): Promise<DocumentReading> {
  const pages: PageText[] = [];
  let ocrPages = 0;
  let pageCount = 1;
  if (kind === 'image') {
    pages.push(await ocrImage(await prepareImage(Buffer.from(bytes)), 1, options));
    ocrPages = 1;
  } else {
    const doc = await openPdf(bytes);
    try {
      pageCount = doc.numPages;
      for (let number = 1; number <= Math.min(doc.numPages, options.maxPages); number++) {
        const text = await pdfPageText(doc, number);
        const chars = text.lines.reduce(
          (sum, line) => sum + line.words.reduce((n, word) => n + word.text.length, 0),
          0,
        );
        if (chars >= MIN_TEXT_CHARS) {
          pages.push(text);
          continue;
        }
        const drawn = await renderPdfPage(doc, number, PDF_OCR_WIDTH);
        pages.push(await ocrImage(await prepareImage(drawn.png), number, options));
        ocrPages += 1;
      }
    } finally {
      await doc.destroy();
    }
  }
  return { pages, lines: feeLinesOf(pages), ocrPages, pageCount };
}
