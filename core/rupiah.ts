// The one reader of rupiah amounts people type, shared by the server's
// contracts and the web's forms. Zod-free so a page can use it on first load.

/** Largest amount accepted: no school fee comes near Rp 10 miliar. */
export const RUPIAH_MAX = 10_000_000_000;

export const AMOUNT_REQUIRED = 'Jumlah biaya wajib diisi';
export const AMOUNT_INVALID = 'Jumlah biaya harus berupa angka rupiah, misalnya 1.250.000';
export const AMOUNT_NEGATIVE = 'Jumlah biaya tidak boleh negatif';
export const AMOUNT_DECIMAL = 'Jumlah biaya ditulis tanpa desimal, misalnya 1.250.000';
export const AMOUNT_WORDS =
  'Tulis jumlah biaya dengan angka saja, misalnya 1.500.000 (bukan "juta" atau "rb")';
export const AMOUNT_COMMA_GROUPS = 'Gunakan titik sebagai pemisah ribuan, misalnya 1.250.000';
export const AMOUNT_TOO_LARGE = 'Jumlah biaya terlalu besar (maksimal Rp 10.000.000.000)';

export type RupiahParse = { ok: true; value: number } | { ok: false; error: string };

const fail = (error: string): RupiahParse => ({ ok: false, error });

function checkRange(value: number): RupiahParse {
  if (!Number.isFinite(value)) return fail(AMOUNT_INVALID);
  if (value < 0) return fail(AMOUNT_NEGATIVE);
  if (!Number.isInteger(value)) return fail(AMOUNT_DECIMAL);
  if (value > RUPIAH_MAX) return fail(AMOUNT_TOO_LARGE);
  return { ok: true, value };
}

// 'Rp', 'Rp.', 'IDR' before the number; ',-' ',00' '.-' after it (price-list habits)
const CURRENCY_PREFIX = /^(rp\.?|idr)\s*/i;
const ZERO_CENTS = /(,-|\.-|,00?|,-{2})$/;
// 1.250.000 or 1 250 000 (one separator kind throughout), or plain digits
const GROUPED = /^[0-9]{1,3}(?:([. \u00a0\u202f])[0-9]{3})(?:\1[0-9]{3})*$/;
const DIGITS = /^[0-9]+$/;

/**
 * Whole rupiah as Indonesians write them: '1.250.000', 'Rp 1.250.000',
 * 'Rp1.250.000,-', '1250000', '1 250 000', or a number. Refuses negatives,
 * decimals ('1,5'), words ('1,5 juta', '500rb'), English grouping
 * ('1,250,000'), anything else, and amounts above RUPIAH_MAX, each with an
 * Indonesian message for the field.
 */
export function parseRupiah(input: unknown): RupiahParse {
  if (typeof input === 'number') return checkRange(input);
  if (typeof input === 'bigint') return checkRange(Number(input));
  if (input === null || input === undefined) return fail(AMOUNT_REQUIRED);
  if (typeof input !== 'string') return fail(AMOUNT_INVALID);

  let text = input.trim();
  if (text === '') return fail(AMOUNT_REQUIRED);
  if (/^[-\u2212]/.test(text.replace(CURRENCY_PREFIX, ''))) {
    // '-5', 'Rp -5': a sign in front of anything numeric
    return /[0-9]/.test(text) ? fail(AMOUNT_NEGATIVE) : fail(AMOUNT_INVALID);
  }
  text = text.replace(CURRENCY_PREFIX, '').trim();
  if (text === '') return fail(AMOUNT_REQUIRED);
  if (/[a-z]/i.test(text)) return /[0-9]/.test(text) ? fail(AMOUNT_WORDS) : fail(AMOUNT_INVALID);
  text = text.replace(ZERO_CENTS, '');
  if (/^[0-9]{1,3}(,[0-9]{3}){2,}$/.test(text)) return fail(AMOUNT_COMMA_GROUPS);
  if (/,/.test(text)) return fail(AMOUNT_DECIMAL);

  let digits: string;
  if (DIGITS.test(text)) digits = text;
  else if (GROUPED.test(text)) digits = text.replace(/[^0-9]/g, '');
  else if (/^[0-9]+\.[0-9]{1,2}$/.test(text)) return fail(AMOUNT_DECIMAL);
  else return fail(AMOUNT_INVALID);

  // more digits than any allowed amount: refuse before Number() rounds them
  if (digits.replace(/^0+(?=[0-9])/, '').length > String(RUPIAH_MAX).length) {
    return fail(AMOUNT_TOO_LARGE);
  }
  return checkRange(Number(digits));
}

/**
 * A typed or linked filter bound (search cost, SPP): read exactly as
 * parseRupiah reads a form field ('Rp 1.000', '1.000.000', '1000000'); empty
 * or not an amount ('1,5 juta', '-5') is no bound.
 */
export function rupiahFilter(input: string | null | undefined): number | undefined {
  const parsed = parseRupiah(input ?? '');
  return parsed.ok ? parsed.value : undefined;
}
