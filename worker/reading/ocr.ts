import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker as TesseractWorker } from 'tesseract.js';
import { groupLines } from './lines';
import type { PageText, Word } from './types';

// OCR with tesseract.js and the Indonesian model of @tesseract.js-data/ind
// (installed by npm ci; never downloaded: the language is read from that
// folder and nothing is cached or fetched).

const require = createRequire(import.meta.url);

/** The folder holding ind.traineddata.gz (the fast integer LSTM model). */
function languageFolder(): string {
  return path.join(
    path.dirname(require.resolve('@tesseract.js-data/ind/package.json')),
    '4.0.0_best_int',
  );
}

export async function createOcr(): Promise<TesseractWorker> {
  const worker = await createWorker('ind', OEM.LSTM_ONLY, {
    langPath: languageFolder(),
    gzip: true,
    cacheMethod: 'none',
  });
  // sparse text: every word on the page, tables and white-on-black headers
  // included (automatic layout drops table rows); lines are made here
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
  return worker;
}

/** OCR works best on text 20-40 px high: small images are enlarged, large ones shrunk. */
const OCR_MIN_WIDTH = 1600;
const OCR_MAX_PIXELS = 6_000_000;

/** The image upright, grey, contrast stretched and sized for OCR. */
export async function prepareImage(
  input: Buffer,
): Promise<{ png: Buffer; width: number; height: number }> {
  const upright = sharp(input, { limitInputPixels: 80_000_000 }).rotate();
  const meta = await sharp(await upright.clone().png().toBuffer()).metadata();
  const width = meta.width ?? OCR_MIN_WIDTH;
  const height = meta.height ?? OCR_MIN_WIDTH;
  let scale = width < OCR_MIN_WIDTH ? OCR_MIN_WIDTH / width : 1;
  if (width * height * scale * scale > OCR_MAX_PIXELS)
    scale = Math.sqrt(OCR_MAX_PIXELS / (width * height));
  const targetWidth = Math.round(width * scale);
  const { data, info } = await upright
    .flatten({ background: '#ffffff' })
    .resize({ width: targetWidth, kernel: 'lanczos3' })
    .grayscale()
    .normalise()
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

interface OcrWord {
  text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
  confidence: number;
}

/** One page image read into lines of words (tesseract's own line finding). */
export async function ocrPage(
  ocr: TesseractWorker,
  image: { png: Buffer; width: number; height: number },
  page: number,
): Promise<PageText> {
  const { data } = await ocr.recognize(image.png, {}, { blocks: true, text: false });
  const words: Word[] = [];
  for (const block of data.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines)
        for (const word of line.words as OcrWord[])
          if (word.text.trim() !== '' && word.confidence > 20)
            words.push({ text: word.text.trim(), ...word.bbox });
  return {
    page,
    width: image.width,
    height: image.height,
    lines: groupLines(words),
    source: 'ocr',
  };
}
