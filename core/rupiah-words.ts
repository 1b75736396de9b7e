import { parseRupiah, RUPIAH_MAX, AMOUNT_INVALID, type RupiahParse } from './rupiah';

// Amounts as parents type and brochures print them, words included:
// 'Rp 1,25 jt', '22,5 juta', '450rb', '300 ribu', 'Rp 1.250.000,-'. Zod-free,
// shared by the contribute form's fee lines and the worker's brochure reader.

const SCALES: [RegExp, number][] = [
  [/^(?:m|mil|miliar|milyar)$/, 1_000_000_000],
  [/^(?:jt|juta|jeti)$/, 1_000_000],
  [/^(?:rb|ribu|rebu|k)$/, 1_000],
];

/** The multiplier a word after the number stands for, or undefined. */
export function scaleOf(word: string): number | undefined {
  const lower = word.toLowerCase().replace(/\.$/, '');
  return SCALES.find(([pattern]) => pattern.test(lower))?.[1];
}

const CURRENCY = /^(?:rp\.?|idr)\s*/i;
// '1,25', '22.5', '300', '1.500' (a number before a scale word)
const SCALED = /^([0-9]{1,4}(?:[.,][0-9]{1,3})?)\s*([a-z]+\.?)$/i;

/**
 * Whole rupiah from '1.250.000', 'Rp 1,25 jt', '22,5 juta', '450rb',
 * '300 ribu', '1,5 m' (miliar); a trailing '/bulan' or '/bln' is dropped. Falls
 * back to parseRupiah (and its messages) for everything else.
 */
export function parseRupiahWords(input: unknown): RupiahParse {
  if (typeof input !== 'string') return parseRupiah(input);
  const text = input
    .trim()
    .replace(/\s*\/\s*[a-z]+\.?$/i, '')
    .replace(CURRENCY, '')
    .trim();
  const match = SCALED.exec(text);
  if (match) {
    const scale = scaleOf(match[2]!);
    if (scale === undefined) return parseRupiah(input);
    const value = Math.round(Number(match[1]!.replace(',', '.')) * scale);
    if (!Number.isFinite(value) || value <= 0) return { ok: false, error: AMOUNT_INVALID };
    if (value > RUPIAH_MAX) return parseRupiah(String(value));
    return { ok: true, value };
  }
  return parseRupiah(text);
}
