// Indonesian formatting of money, dates and text, identical on server and client.

/**
 * Numbers and dates are formatted by hand, not with Intl: the first Intl
 * formatter a page builds loads the browser's locale data (20-35 ms on a
 * desktop core, about 80 ms at Lighthouse's 4x CPU) while the page starts,
 * and the server's and the browser's locale data could differ.
 * The tests hold every format equal to Intl's 'id-ID' output.
 */
const GROUPS_OF_THREE = /\B(?=(\d{3})+(?!\d))/g;
/** a number's shortest decimal form without an exponent (what Intl rounds) */
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The one number formatter: Indonesian grouping and decimal comma, at most
 * `fractionDigits` decimals (trailing zeros dropped). 221783 -> '221.783';
 * formatNumber(1.25, 1) -> '1,3'.
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  const text = String(Math.abs(value));
  // exponent forms (under 1e-6 or from 1e21 on), NaN and Infinity: rare, left to Intl
  if (!PLAIN_DECIMAL.test(text))
    return new Intl.NumberFormat('id-ID', { maximumFractionDigits: fractionDigits }).format(value);
  const [whole, fraction] = roundHalfUp(text, fractionDigits);
  const decimals = fraction.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(GROUPS_OF_THREE, '.')}${decimals ? `,${decimals}` : ''}`;
}

/** Rounds a plain decimal string half up to `digits` decimals: [whole, decimals]. */
function roundHalfUp(text: string, digits: number): [string, string] {
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return [whole, fraction];
  const up = fraction[digits]! >= '5' ? 1n : 0n;
  const rounded = (BigInt(whole + fraction.slice(0, digits)) + up)
    .toString()
    .padStart(digits + 1, '0');
  const cut = rounded.length - digits;
  return [rounded.slice(0, cut), rounded.slice(cut)];
}

/** 'Rp 1.500.000': whole rupiah, Indonesian grouping, a plain space. */
export function formatRupiah(amount: number): string {
  return `Rp ${formatNumber(Math.round(amount))}`;
}

/**
 * An amount as people say it, for estimates and chart labels: three
 * significant digits at most, in 'rb' (ribu), 'jt' (juta) or 'M' (miliar).
 * 73_612_345 -> 'Rp 73,6 jt'; 1_234_000_000 -> 'Rp 1,23 M'; 612_500 -> 'Rp 613 rb'.
 */
export function formatRupiahShort(amount: number): string {
  const value = Math.abs(amount);
  const [unit, word] =
    value >= 1e9 ? [1e9, 'M'] : value >= 1e6 ? [1e6, 'jt'] : value >= 1e3 ? [1e3, 'rb'] : [1, ''];
  const scaled = amount / unit;
  // 3 significant digits: 1,23 jt, 12,3 jt, 123 jt
  const digits = Math.abs(scaled) >= 100 ? 0 : Math.abs(scaled) >= 10 ? 1 : 2;
  const rounded = Number(scaled.toFixed(digits));
  // 999,96 jt rounds to 1.000 jt: say it in the next unit
  if (unit < 1e9 && Math.abs(rounded) >= 1000)
    return formatRupiahShort(Math.sign(amount) * 1000 * unit);
  return word ? `Rp ${formatNumber(rounded, digits)} ${word}` : formatRupiah(amount);
}

/** 'sekitar Rp 73,6 jt': an estimate is never printed to the rupiah. */
export function formatEstimate(amount: number): string {
  return `sekitar ${formatRupiahShort(amount)}`;
}

/** Western Indonesia Time (WIB) is UTC+7 all year: no daylight saving. */
const JAKARTA_OFFSET_MS = 7 * 3600 * 1000;
/** Indonesian month names, January first. */
export const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
] as const;

export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/** The calendar day in Jakarta of an instant; a RangeError for an invalid date, as Intl. */
export function jakartaDay(value: Date | string | number): CalendarDay {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const shifted = new Date(time + JAKARTA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** '22 November 2026' (the day in Jakarta) */
export function formatDate(value: Date | string | number): string {
  const { year, month, day } = jakartaDay(value);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** '3 Des 2026' (the day in Jakarta) */
export function formatShortDate(value: Date | string | number): string {
  const { year, month, day } = jakartaDay(value);
  return `${day} ${SHORT_MONTHS[month - 1]} ${year}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** '3 hari yang lalu' */
export function formatRelativeTime(value: Date | string | number, now: Date = new Date()): string {
  // only admin and account pages say how long ago: a formatter per call (cheap once the
  // page's first has loaded the locale data), no module state (web/build/shared-chunks.ts)
  const format = new Intl.RelativeTimeFormat('id-ID', { numeric: 'auto' });
  const seconds = Math.round((new Date(value).getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return format.format(Math.round(seconds / size), unit);
    }
  }
  return format.format(0, 'second');
}

/** Meta descriptions are cut at 160 characters: 157 plus an ellipsis (SPEC §2). */
export function truncateDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 3)}...`;
}

/** '1,2 km' (Indonesian decimal comma); under a kilometre in metres, to 10 m. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  const rounded = km < 10 ? km.toFixed(1) : String(Math.round(km));
  return `${rounded.replace('.', ',')} km`;
}
