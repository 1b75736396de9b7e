import { createCanvas } from '@napi-rs/canvas';
import { onePagePdf } from '../e2e/support/pdf';

// Small brochures for the reading tests: a PDF with a text layer and a phone
// photo of a printed price list (drawn here, slightly turned, saved as JPEG),
// each with the fee lines it shows. Small on purpose: one OCR run is seconds.

export interface BrochureLine {
  label: string;
  amount: number;
}

export const TEXT_PDF_LINES: BrochureLine[] = [
  { label: 'Uang pangkal', amount: 12_500_000 },
  { label: 'SPP per bulan', amount: 850_000 },
  { label: 'Seragam putri', amount: 1_450_000 },
];

export function textPdfBrochure(): Buffer {
  return onePagePdf([
    'Rincian Biaya 2025/2026',
    'Uang pangkal Rp 12.500.000',
    'SPP per bulan Rp 850.000',
    'Seragam putri Rp 1.450.000',
    'Info: 0812-0000-1111',
  ]);
}

export const PHOTO_LINES: BrochureLine[] = [
  { label: 'Uang Pangkal', amount: 9_500_000 },
  { label: 'SPP bulanan', amount: 1_250_000 },
];

/** A photo-like JPEG: a price list on paper, turned 1.5 degrees, JPEG quality 70. */
export function photoBrochure(
  rows: { label: string; amount: string }[] = [
    { label: 'Uang Pangkal', amount: 'Rp 9.500.000' },
    { label: 'SPP bulanan', amount: 'Rp 1.250.000' },
  ],
): Buffer {
  const width = 900;
  const height = 220 + rows.length * 70;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#8a7a66';
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate((1.5 * Math.PI) / 180);
  context.translate(-width / 2, -height / 2);
  context.fillStyle = '#f4f1ea';
  context.fillRect(40, 30, width - 80, height - 60);
  context.fillStyle = '#1f2937';
  context.font = 'bold 40px sans-serif';
  context.fillText('Rincian Biaya PPDB', 80, 100);
  context.font = '34px sans-serif';
  rows.forEach((row, i) => {
    const y = 180 + i * 70;
    context.fillText(row.label, 80, y);
    const measured = context.measureText(row.amount).width;
    context.fillText(row.amount, width - 90 - measured, y);
  });
  return canvas.toBuffer('image/jpeg', 70);
}
