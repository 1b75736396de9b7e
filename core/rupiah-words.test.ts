import { describe, expect, it } from 'vitest';
import { AMOUNT_INVALID, AMOUNT_REQUIRED } from './rupiah';
import { parseRupiahWords } from './rupiah-words';

describe('parseRupiahWords', () => {
  it.each([
    ['1.250.000', 1_250_000],
    ['Rp 1.250.000', 1_250_000],
    ['Rp1.250.000,-', 1_250_000],
    ['Rp 1,25 jt', 1_250_000],
    ['1,25jt', 1_250_000],
    ['22,5 juta', 22_500_000],
    ['Rp 8,5 juta', 8_500_000],
    ['2,75 jt/bln', 2_750_000],
    ['Rp 940.000/bulan', 940_000],
    ['450rb', 450_000],
    ['Rp 300 ribu', 300_000],
    ['58 jt', 58_000_000],
    ['1.5 juta', 1_500_000],
    ['1,35 juta', 1_350_000],
    [750000, 750_000],
  ])('reads %s', (input, expected) => {
    expect(parseRupiahWords(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', AMOUNT_REQUIRED],
    ['lima juta', AMOUNT_INVALID],
    ['0 jt', AMOUNT_INVALID],
  ])('refuses %j', (input, error) => {
    expect(parseRupiahWords(input)).toEqual({ ok: false, error });
  });

  it('keeps parseRupiah messages for other mistakes', () => {
    expect(parseRupiahWords('1,5').ok).toBe(false);
    expect(parseRupiahWords('-5').ok).toBe(false);
  });
});
