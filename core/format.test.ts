import { describe, expect, it } from 'vitest';
import { exportFileName } from './contracts/exports';
import {
  formatDate,
  formatNumber,
  formatRelativeTime,
  formatEstimate,
  formatRupiah,
  formatRupiahShort,
  formatShortDate,
  jakartaDay,
  truncateDescription,
} from './format';
import {
  OBJECT_TOO_LARGE,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_SIZE_TEXT,
  UPLOAD_TOO_LARGE,
} from './uploads';

describe('formatRupiah', () => {
  it('formats whole rupiah with dots and a plain space', () => {
    expect(formatRupiah(1_500_000)).toBe('Rp 1.500.000');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(999.6)).toBe('Rp 1.000');
  });
});

describe('formatDate', () => {
  it('writes dates in Indonesian', () => {
    expect(formatDate('2026-11-22T03:00:00Z')).toBe('22 November 2026');
    expect(formatDate('2025-08-17T03:00:00Z')).toBe('17 Agustus 2025');
  });
});

// formatNumber and the dates are written by hand (no locale data on the page's
// start); they must read exactly as Intl's 'id-ID' formats would.
describe('hand-made formats agree with Intl id-ID', () => {
  const intlNumber = (value: number, digits: number) =>
    new Intl.NumberFormat('id-ID', { maximumFractionDigits: digits }).format(value);
  const intlDate = (month: 'long' | 'short') =>
    new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month,
      year: 'numeric',
      timeZone: 'Asia/Jakarta',
    });

  it('numbers: grouping, decimal comma, rounding, signs', () => {
    const values = [
      0,
      -0,
      1,
      7,
      12,
      999,
      1000,
      1500,
      9999.5,
      12_345,
      221_783,
      1_500_000,
      987_654_321,
      123_456_789_012,
      0.5,
      1.5,
      2.5,
      1.25,
      1.005,
      0.04,
      0.05,
      3.14159,
      -0.2,
      -1_234_567.25,
      -999.5,
      1e20,
      1e21,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ];
    let seed = 7;
    for (let i = 0; i < 500; i += 1) {
      seed = (seed * 48_271) % 2_147_483_647;
      values.push(((seed % 2_000_000_000) - 1_000_000_000) / 10 ** (seed % 5));
    }
    // ties at every place: Intl rounds the shortest decimal form, half up
    for (let i = 0; i <= 3000; i += 5) values.push(i / 1000, -i / 200);
    for (const digits of [0, 1, 2])
      for (const value of values)
        expect(formatNumber(value, digits), `${value} with ${digits}`).toBe(
          intlNumber(value, digits),
        );
  });

  it('dates: the day in Jakarta, long and short month names', () => {
    const long = intlDate('long');
    const short = intlDate('short');
    const instants = ['2026-11-22T16:59:59Z', '2026-11-22T17:00:00Z', '2024-02-29T12:00:00Z'];
    for (let month = 0; month < 12; month += 1)
      instants.push(new Date(Date.UTC(2025, month, month + 1, month * 2)).toISOString());
    for (const instant of instants) {
      expect(formatDate(instant)).toBe(long.format(new Date(instant)));
      expect(formatShortDate(instant)).toBe(short.format(new Date(instant)));
    }
    expect(formatDate('2026-11-22T16:59:59Z')).toBe('22 November 2026');
    expect(formatDate('2026-11-22T17:00:00Z')).toBe('23 November 2026');
    expect(formatShortDate('2026-12-03T01:00:00Z')).toBe('3 Des 2026');
  });

  it('an invalid date is a RangeError, as with Intl', () => {
    expect(() => jakartaDay('not a date')).toThrow(RangeError);
    expect(() => formatDate(Number.NaN)).toThrow(RangeError);
  });

  it('export file names carry the day in Jakarta', () => {
    expect(exportFileName('2026-11-22T17:30:00Z')).toBe('data-sekolah-2026-11-23.csv');
    expect(exportFileName('2026-01-05T03:00:00Z')).toBe('data-sekolah-2026-01-05.csv');
  });
});

describe('formatRelativeTime', () => {
  it('speaks Indonesian', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatRelativeTime('2026-11-19T12:00:00Z', now)).toBe('3 hari yang lalu');
    expect(formatRelativeTime('2026-11-22T11:00:00Z', now)).toBe('1 jam yang lalu');
  });
});

describe('truncateDescription', () => {
  it('keeps short text and cuts long text to 157 characters plus an ellipsis', () => {
    expect(truncateDescription('pendek')).toBe('pendek');
    const long = 'a'.repeat(200);
    const cut = truncateDescription(long);
    expect(cut).toHaveLength(160);
    expect(cut.endsWith('...')).toBe(true);
    expect(truncateDescription('b'.repeat(160))).toHaveLength(160);
  });
});

describe('formatNumber', () => {
  it('groups with dots and writes decimals with a comma, trailing zeros dropped', () => {
    expect(formatNumber(221_783)).toBe('221.783');
    expect(formatNumber(1_250_000.4)).toBe('1.250.000');
    expect(formatNumber(1.25, 1)).toBe('1,3');
    expect(formatNumber(2, 1)).toBe('2');
    expect(formatNumber(0.004, 2)).toBe('0');
  });
});

describe('the upload limit in texts', () => {
  it('derives every "20 MB" from UPLOAD_MAX_BYTES', () => {
    expect(UPLOAD_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(UPLOAD_MAX_SIZE_TEXT).toBe('20 MB');
    expect(OBJECT_TOO_LARGE).toBe('Ukuran file melebihi 20 MB');
    expect(UPLOAD_TOO_LARGE('a.pdf')).toBe('Ukuran file "a.pdf" melebihi batas 20 MB.');
  });
});

describe('estimates', () => {
  it('are rounded to three significant digits in rb, jt or M, never to the rupiah', () => {
    expect(formatEstimate(73_612_345)).toBe('sekitar Rp 73,6 jt');
    expect(formatEstimate(11_490_000)).toBe('sekitar Rp 11,5 jt');
    expect(formatRupiahShort(114_988_594)).toBe('Rp 115 jt');
    expect(formatRupiahShort(4_560_000)).toBe('Rp 4,56 jt');
    expect(formatRupiahShort(612_500)).toBe('Rp 613 rb');
    expect(formatRupiahShort(999_960_000)).toBe('Rp 1 M');
    expect(formatRupiahShort(1_234_000_000)).toBe('Rp 1,23 M');
    expect(formatRupiahShort(500)).toBe('Rp 500');
  });
});
