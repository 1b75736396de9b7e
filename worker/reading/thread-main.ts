import type { Worker as TesseractWorker } from 'tesseract.js';
import { createOcr } from './ocr';
import { readDocument, type ReadableKind } from './read-document';
import type { ProposedFeeLine } from './types';

// The reading thread's program (reading-thread.ts starts it): reads one file
// at a time. The OCR engine stays loaded between files for a minute, so a
// parent's second photo is read without loading the model again.

export interface ReadRequest {
  bytes: Uint8Array;
  kind: ReadableKind;
  maxPages: number;
  pageTimeoutMs: number;
}

export interface ReadResult {
  lines: ProposedFeeLine[];
  pageCount: number;
  ocrPages: number;
  source: 'pdf-text' | 'ocr' | 'mixed' | null;
  /** milliseconds of each OCR page */
  ocrMs: number[];
}

const IDLE_MS = 60_000;
let engine: Promise<TesseractWorker> | null = null;
let idle: NodeJS.Timeout | undefined;

function ocr(): Promise<TesseractWorker> {
  engine ??= createOcr();
  return engine;
}

function releaseLater() {
  clearTimeout(idle);
  idle = setTimeout(() => {
    const current = engine;
    engine = null;
    void current?.then((worker) => worker.terminate()).catch(() => undefined);
  }, IDLE_MS);
  idle.unref();
}

export async function handle(request: ReadRequest): Promise<ReadResult> {
  clearTimeout(idle);
  const ocrMs: number[] = [];
  try {
    const reading = await readDocument(request.bytes, request.kind, {
      maxPages: request.maxPages,
      pageTimeoutMs: request.pageTimeoutMs,
      ocr,
      onOcrPage: ({ ms }) => ocrMs.push(ms),
    });
    const sources = new Set(reading.pages.map((page) => page.source));
    return {
      lines: reading.lines,
      pageCount: reading.pageCount,
      ocrPages: reading.ocrPages,
      source: sources.size === 0 ? null : sources.size > 1 ? 'mixed' : [...sources][0]!,
      ocrMs,
    };
  } finally {
    releaseLater();
  }
}
