// npm run bench -- brochure-reading: the brochure reader (issue 21) on the
// brochure set kept in tests/bench/fixtures/brochures (with their true lines) and on our
// own price lists drawn as clean images, phone photos, WhatsApp images and
// text PDFs. Per medium: recall (true fee lines proposed with the right
// amount) and precision (proposed lines that are true fee lines); seconds and
// peak memory per OCR page; and the time from a file handed to the worker's
// reading thread to its proposed lines, cold and warm.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOcr } from '@worker/reading/ocr';
import { readDocument, type ReadableKind } from '@worker/reading/read-document';
import { ReadingThread } from '@worker/reading/reading-thread';
import type { ProposedFeeLine } from '@worker/reading/types';
import { BROCHURES_DIR, brochureFiles } from './brochure-support/brochure-set';
import {
  cleanImage,
  phonePhoto,
  PRICE_LISTS,
  textPdf,
  whatsapp,
} from './brochure-support/synthetic';

const root = fileURLToPath(new URL('../..', import.meta.url));

type Medium = 'pdf_text' | 'pdf_scan' | 'png' | 'photo_jpeg' | 'whatsapp_jpeg';
interface Doc {
  name: string;
  medium: Medium;
  kind: ReadableKind;
  bytes: Buffer;
  amounts: number[];
  /** amounts printed that are not fees (totals, decoys) */
  notFees: number[];
}

function sharedDocs(): Doc[] {
  const dir = BROCHURES_DIR;
  return brochureFiles().map((file) => {
    const truth = JSON.parse(
      fs.readFileSync(path.join(dir, file.replace(/\.\w+$/, '.json')), 'utf8'),
    ) as {
      lines: { amount: number }[];
      totals: number[];
      decoys: { value: number | null }[];
    };
    const readme = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
    const medium = new RegExp(`\\| ${file.replace(/[.]/g, '\\.')} \\| (\\w+) \\|`).exec(
      readme,
    )?.[1];
    return {
      name: file,
      medium: (medium ?? (file.endsWith('.pdf') ? 'pdf_text' : 'png')) as Medium,
      kind: (file.endsWith('.pdf') ? 'pdf' : 'image') as ReadableKind,
      bytes: fs.readFileSync(path.join(dir, file)),
      amounts: truth.lines.map((line) => line.amount),
      notFees: [...truth.totals, ...truth.decoys.flatMap((d) => (d.value ? [d.value] : []))],
    };
  });
}

async function ownDocs(): Promise<Doc[]> {
  const docs: Doc[] = [];
  for (const list of PRICE_LISTS) {
    const amounts = list.rows.map((row) => row.value);
    const clean = cleanImage(list);
    const photo = await phonePhoto(clean);
    docs.push(
      {
        name: `${list.name}.pdf`,
        medium: 'pdf_text',
        kind: 'pdf',
        bytes: textPdf(list),
        amounts,
        notFees: [],
      },
      {
        name: `${list.name}.png`,
        medium: 'png',
        kind: 'image',
        bytes: clean,
        amounts,
        notFees: [],
      },
      {
        name: `${list.name}-photo.jpg`,
        medium: 'photo_jpeg',
        kind: 'image',
        bytes: photo,
        amounts,
        notFees: [],
      },
      {
        name: `${list.name}-wa.jpg`,
        medium: 'whatsapp_jpeg',
        kind: 'image',
        bytes: await whatsapp(photo),
        amounts,
        notFees: [],
      },
    );
  }
  return docs;
}

/** True positives: proposed amounts matched one to one with the true lines. */
function score(lines: ProposedFeeLine[], amounts: number[]) {
  const left = [...amounts];
  let hits = 0;
  for (const line of lines) {
    const i = left.indexOf(line.amount);
    if (i >= 0) {
      left.splice(i, 1);
      hits++;
    }
  }
  return { hits, proposed: lines.length, truth: amounts.length };
}

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

const docs = [...sharedDocs(), ...(await ownDocs())];
let engine: Awaited<ReturnType<typeof createOcr>> | undefined;
const ocr = async () => (engine ??= await createOcr());
const perMedium = new Map<
  Medium,
  { hits: number; proposed: number; truth: number; docs: number }
>();
const ocrPages: { name: string; seconds: number; peakMb: number }[] = [];
const perDoc: unknown[] = [];
for (const doc of docs) {
  let pageStart = 0;
  const reading = await readDocument(new Uint8Array(doc.bytes), doc.kind, {
    maxPages: 6,
    pageTimeoutMs: 120_000,
    ocr: async () => {
      const engineReady = await ocr();
      peakRss = process.memoryUsage().rss;
      pageStart = performance.now();
      return engineReady;
    },
    onOcrPage: () => {
      ocrPages.push({
        name: doc.name,
        seconds: Math.round((performance.now() - pageStart) / 10) / 100,
        peakMb: Math.round(peakRss / 1e6),
      });
    },
  });
  const s = score(reading.lines, doc.amounts);
  const falseNotFees = reading.lines.filter((line) => doc.notFees.includes(line.amount)).length;
  const total = perMedium.get(doc.medium) ?? { hits: 0, proposed: 0, truth: 0, docs: 0 };
  total.hits += s.hits;
  total.proposed += s.proposed;
  total.truth += s.truth;
  total.docs += 1;
  perMedium.set(doc.medium, total);
  perDoc.push({ name: doc.name, medium: doc.medium, ...s, totalsOrDecoysProposed: falseNotFees });
  console.error(
    `${doc.name.padEnd(50)} ${doc.medium.padEnd(14)} ${s.hits}/${s.truth} found, ${s.proposed} proposed`,
  );
}
await engine?.terminate();

// time from a file handed to the reading thread to its lines (as the worker runs it)
const thread = new ReadingThread({ timeoutMs: 120_000, heapMb: 512 });
const photo = docs.find((doc) => doc.medium === 'photo_jpeg')!;
const timeRead = async () => {
  const started = performance.now();
  await thread.read({
    bytes: new Uint8Array(photo.bytes),
    kind: 'image',
    maxPages: 6,
    pageTimeoutMs: 60_000,
  });
  return Math.round(performance.now() - started);
};
const coldMs = await timeRead();
const warmMs = await timeRead();
await thread.close();
clearInterval(sampler);

const pct = (a: number, b: number) => (b === 0 ? 100 : Math.round((a / b) * 1000) / 10);
const media = Object.fromEntries(
  [...perMedium].map(([medium, t]) => [
    medium,
    { ...t, recall: pct(t.hits, t.truth), precision: pct(t.hits, t.proposed) },
  ]),
);
const all = [...perMedium.values()].reduce(
  (sum, t) => ({
    hits: sum.hits + t.hits,
    proposed: sum.proposed + t.proposed,
    truth: sum.truth + t.truth,
  }),
  { hits: 0, proposed: 0, truth: 0 },
);
const seconds = ocrPages.map((page) => page.seconds).sort((a, b) => a - b);
const summary = {
  documents: docs.length,
  recallPct: pct(all.hits, all.truth),
  precisionPct: pct(all.hits, all.proposed),
  textPdfRecallPct: media.pdf_text?.recall ?? null,
  textPdfPrecisionPct: media.pdf_text?.precision ?? null,
  ocrPages: seconds.length,
  ocrSecondsMedian: seconds[Math.floor(seconds.length / 2)] ?? null,
  ocrSecondsMax: seconds[seconds.length - 1] ?? null,
  ocrPeakRssMb: Math.max(0, ...ocrPages.map((page) => page.peakMb)),
  readingThreadColdMs: coldMs,
  readingThreadWarmMs: warmMs,
};
const met = {
  recall: summary.recallPct >= 90,
  precision: summary.precisionPct >= 95,
  textPdf: (summary.textPdfRecallPct ?? 0) >= 98 && (summary.textPdfPrecisionPct ?? 0) >= 98,
  ocrSecondsPerPage: (summary.ocrSecondsMax ?? 0) <= 10,
};
const result = {
  benchmark: 'brochure-reading',
  at: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    memGb: Math.round(os.totalmem() / 1e9),
  },
  targets: { recallPct: 90, precisionPct: 95, textPdfPct: 98, ocrSecondsPerPage: 10 },
  met,
  summary,
  media,
  ocrPagesDetail: ocrPages,
  documents: perDoc,
  notes:
    'Upload to lines shown = the relay (NOTIFY, milliseconds) + readingThread time + the form polling every second.',
};
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench-results', 'brochure-reading.json'),
  JSON.stringify(result, null, 2),
);
console.log(JSON.stringify({ summary, media, met }, null, 2));
