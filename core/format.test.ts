import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeTime, formatRupiah, truncateDescription } from './format';

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
