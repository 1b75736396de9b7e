import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { onePagePdf } from '../../e2e/support/pdf';

// Our own price lists for the reading benchmark, beyond the shared set: each
// drawn as a clean image, photographed (turned, blurred, noisy, JPEG 55) and
// sent through WhatsApp (1280 px, JPEG 60), and typeset as a text PDF.

export interface PriceList {
  name: string;
  title: string;
  rows: { label: string; amount: string; value: number; note?: string }[];
  decoys: string[];
}

export const PRICE_LISTS: PriceList[] = [
  {
    name: 's1-table',
    title: 'Rincian Biaya Masuk SD Cahaya 2026/2027',
    rows: [
      { label: 'Formulir pendaftaran', amount: 'Rp 300.000', value: 300_000, note: 'sekali' },
      { label: 'Uang pangkal', amount: 'Rp 15.750.000', value: 15_750_000, note: 'sekali' },
      { label: 'SPP bulan Juli', amount: 'Rp 1.150.000', value: 1_150_000, note: 'per bulan' },
      { label: 'Buku paket', amount: 'Rp 875.000', value: 875_000, note: 'per tahun' },
      { label: 'Seragam putri', amount: 'Rp 1.325.000', value: 1_325_000, note: 'sekali' },
    ],
    decoys: ['Total Rp 19.400.000', 'Telp. 0812-0000-4455', 'NPSN 20219999'],
  },
  {
    name: 's2-words',
    title: 'Biaya PPDB SMP Harapan Bangsa',
    rows: [
      { label: 'Uang gedung', amount: 'Rp 12,5 juta', value: 12_500_000 },
      { label: 'SPP', amount: 'Rp 950 ribu/bulan', value: 950_000 },
      { label: 'Kegiatan tahunan', amount: 'Rp 2,4 jt', value: 2_400_000 },
      { label: 'Daftar ulang', amount: 'Rp 3.500.000', value: 3_500_000 },
    ],
    decoys: ['Diskon 10% untuk saudara kandung', 'Rek. BNI 0000 1234 56', 'WA 0857-0000-7788'],
  },
  {
    name: 's3-leaders',
    title: 'Informasi Biaya TK Pelita Tahun Ajaran 2026/2027',
    rows: [
      { label: 'Pendaftaran', amount: 'Rp. 250.000,-', value: 250_000 },
      { label: 'Dana pengembangan', amount: 'Rp. 6.000.000,-', value: 6_000_000 },
      { label: 'Iuran bulanan', amount: 'Rp. 650.000,-', value: 650_000 },
      { label: 'Perlengkapan & seragam', amount: 'Rp. 1.100.000,-', value: 1_100_000 },
      { label: 'Catering per bulan', amount: 'Rp. 300.000,-', value: 300_000 },
    ],
    decoys: ['Pendaftaran dibuka 5 Januari 2026', 'Kuota 40 siswa', 'Info 0813-0000-2020'],
  },
];

/** A clean image of the price list (a screenshot or an exported poster). */
export function cleanImage(list: PriceList): Buffer {
  const width = 1080;
  const height = 260 + (list.rows.length + list.decoys.length) * 72;
  const canvas = createCanvas(width, height);
  const c = canvas.getContext('2d');
  c.fillStyle = '#ffffff';
  c.fillRect(0, 0, width, height);
  c.fillStyle = '#14532d';
  c.font = 'bold 44px sans-serif';
  c.fillText(list.title.slice(0, 40), 60, 100);
  c.font = '36px sans-serif';
  list.rows.forEach((row, i) => {
    const y = 200 + i * 72;
    c.fillStyle = '#111827';
    c.fillText(row.label, 60, y);
    if (list.name === 's3-leaders') {
      c.fillStyle = '#6b7280';
      c.fillText('.'.repeat(20), 470, y);
      c.fillStyle = '#111827';
    }
    const w = c.measureText(row.amount).width;
    c.fillText(row.amount, width - 60 - w, y);
  });
  c.font = '30px sans-serif';
  c.fillStyle = '#374151';
  list.decoys.forEach((text, i) => c.fillText(text, 60, 200 + (list.rows.length + i) * 72 + 20));
  return canvas.toBuffer('image/png');
}

/** A phone photo of it printed: turned 2 degrees, on a table, soft, noisy, JPEG 55. */
export async function phonePhoto(clean: Buffer): Promise<Buffer> {
  const meta = await sharp(clean).metadata();
  const noise = await sharp({
    create: {
      width: meta.width! + 200,
      height: meta.height! + 200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 0, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  const turned = await sharp(clean)
    .rotate(2, { background: '#7c6f5e' })
    .extend({ top: 60, bottom: 60, left: 60, right: 60, background: '#7c6f5e' })
    .modulate({ brightness: 0.92 })
    .blur(0.8)
    .png()
    .toBuffer();
  const size = await sharp(turned).metadata();
  return sharp(turned)
    .composite([
      {
        input: await sharp(noise).resize(size.width, size.height).png().toBuffer(),
        blend: 'soft-light',
      },
    ])
    .jpeg({ quality: 55 })
    .toBuffer();
}

/** As WhatsApp sends it: long side 1280 px, JPEG 60. */
export async function whatsapp(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .resize({ width: 1280, height: 1280, fit: 'inside' })
    .jpeg({ quality: 60 })
    .toBuffer();
}

/** A PDF with a text layer of the same list. */
export function textPdf(list: PriceList): Buffer {
  return onePagePdf([
    list.title.slice(0, 34),
    ...list.rows.map((row) => `${row.label}  ${row.amount}`),
    ...list.decoys,
  ]);
}
