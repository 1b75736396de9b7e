// Indonesian formatting of money, dates and text, identical on server and client.

const numberFormats = new Map<number, Intl.NumberFormat>();

/**
 * The one number formatter: Indonesian grouping and decimal comma, at most
 * `fractionDigits` decimals (trailing zeros dropped). 221783 -> '221.783';
 * formatNumber(1.25, 1) -> '1,3'.
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  let format = numberFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('id-ID', { maximumFractionDigits: fractionDigits });
    numberFormats.set(fractionDigits, format);
  }
  return format.format(value);
}

/** 'Rp 1.500.000': whole rupiah, Indonesian grouping, a plain space. */
export function formatRupiah(amount: number): string {
  return `Rp ${formatNumber(Math.round(amount))}`;
}

const longDate = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});

/** '22 November 2026' */
export function formatDate(value: Date | string | number): string {
  return longDate.format(new Date(value));
}

const relative = new Intl.RelativeTimeFormat('id-ID', { numeric: 'auto' });
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
  const seconds = Math.round((new Date(value).getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return relative.format(Math.round(seconds / size), unit);
    }
  }
  return relative.format(0, 'second');
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
