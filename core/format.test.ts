import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatNumber,
  formatRelativeTime,
  formatRupiah,
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
