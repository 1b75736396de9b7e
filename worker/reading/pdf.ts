import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';
import { groupLines } from './lines';
import type { PageText, Word } from './types';

// PDFs: the text layer where the page has one (exact words and positions),
// else the page drawn as an image for OCR.

/** Pages with fewer characters than this in their text layer are read by OCR. */
export const MIN_TEXT_CHARS = 20;

export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return getDocument({
    data: bytes,
    verbosity: 0,
    // nothing is fetched: fonts and maps the file does not carry are not needed for text
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
}

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** The page's text layer as lines of words in pixels at scale 1 (top-left origin). */
export async function pdfPageText(doc: PDFDocumentProxy, pageNumber: number): Promise<PageText> {
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const words: Word[] = [];
  for (const raw of content.items) {
    const item = raw as TextItem;
    if (!('str' in item) || item.str.trim() === '') continue;
    const [a, b, , d, e, f] = item.transform as [number, number, number, number, number, number];
    const size = Math.hypot(a, b) || Math.abs(d) || 10;
    const [x, baseline] = viewport.convertToViewportPoint(e, f) as [number, number];
    const width = item.width || size * item.str.length * 0.5;
    // split the item into words, placed in proportion to their characters
    const perChar = width / Math.max(1, item.str.length);
    let offset = 0;
    for (const part of item.str.split(/(\s+)/)) {
      if (part.trim() !== '') {
        words.push({
          text: part,
          x0: x + offset * perChar,
          x1: x + (offset + part.length) * perChar,
          y0: baseline - size * 0.8,
          y1: baseline + size * 0.2,
        });
      }
      offset += part.length;
    }
  }
  page.cleanup();
  return {
    page: pageNumber,
    width: viewport.width,
    height: viewport.height,
    lines: groupLines(words),
    source: 'pdf-text',
  };
}

/** The page drawn as a PNG this many pixels wide (for OCR of scans). */
export async function renderPdfPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  targetWidth: number,
): Promise<{ png: Buffer; width: number; height: number }> {
  const page = await doc.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: Math.min(5, targetWidth / base.width) });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js draws on @napi-rs/canvas in Node (its own dependency, deduplicated with ours)
  const params = { canvasContext: context, viewport, canvas } as unknown as Parameters<
    typeof page.render
  >[0];
  await page.render(params).promise;
  page.cleanup();
  return { png: canvas.toBuffer('image/png'), width: canvas.width, height: canvas.height };
}
