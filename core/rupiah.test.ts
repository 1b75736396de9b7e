import { describe, expect, it } from 'vitest';
import {
  AMOUNT_COMMA_GROUPS,
  AMOUNT_DECIMAL,
  AMOUNT_INVALID,
  AMOUNT_NEGATIVE,
  AMOUNT_REQUIRED,
  AMOUNT_TOO_LARGE,
  AMOUNT_WORDS,
  parseRupiah,
  RUPIAH_MAX,
  rupiahFilter,
} from './rupiah';

const value = (input: unknown) => {
  const result = parseRupiah(input);
  return result.ok ? result.value : result.error;
};

describe('parseRupiah', () => {
  it.each([
    ['Rp 1.000', 1_000],
    ['Rp1.000', 1_000],
    ['1.000.000', 1_000_000],
    ['1000000', 1_000_000],
    [' 1.250.000 ', 1_250_000],
    ['1.250.000', 1_250_000],
    ['Rp 1.250.000', 1_250_000],
    ['Rp1.250.000', 1_250_000],
    ['rp. 1.250.000', 1_250_000],
    ['IDR 1.250.000', 1_250_000],
    ['Rp 1.250.000,-', 1_250_000],
    ['1.250.000,00', 1_250_000],
    ['1250000', 1_250_000],
    ['  1250000  ', 1_250_000],
    ['1 250 000', 1_250_000],
    ['1\u00a0250\u00a0000', 1_250_000],
    ['1.250', 1_250],
    ['0', 0],
    ['Rp 0', 0],
    ['10.000.000.000', RUPIAH_MAX],
  ])('reads %j as %d', (input, expected) => {
    expect(value(input)).toBe(expected);
  });

  it('accepts whole non-negative numbers as they are', () => {
    expect(value(1_250_000)).toBe(1_250_000);
    expect(value(0)).toBe(0);
  });

  it.each([
    ['-5', AMOUNT_NEGATIVE],
    ['Rp -5', AMOUNT_NEGATIVE],
    ['\u22125.000', AMOUNT_NEGATIVE],
    [-5, AMOUNT_NEGATIVE],
    ['1,5 juta', AMOUNT_WORDS],
    ['1.5 juta', AMOUNT_WORDS],
    ['500rb', AMOUNT_WORDS],
    ['abc', AMOUNT_INVALID],
    ['Rp', AMOUNT_REQUIRED],
    ['', AMOUNT_REQUIRED],
    ['   ', AMOUNT_REQUIRED],
    [null, AMOUNT_REQUIRED],
    [undefined, AMOUNT_REQUIRED],
    ['1,5', AMOUNT_DECIMAL],
    ['1.5', AMOUNT_DECIMAL],
    ['1250000,50', AMOUNT_DECIMAL],
    [1.5, AMOUNT_DECIMAL],
    ['1,250,000', AMOUNT_COMMA_GROUPS],
    ['1.25.000', AMOUNT_INVALID],
    ['1.250 000', AMOUNT_INVALID],
    ['12..000', AMOUNT_INVALID],
    ['1e6', AMOUNT_WORDS],
    ['10.000.000.001', AMOUNT_TOO_LARGE],
    ['99999999999999999999999', AMOUNT_TOO_LARGE],
    [1e13, AMOUNT_TOO_LARGE],
    [Number.NaN, AMOUNT_INVALID],
    [Number.POSITIVE_INFINITY, AMOUNT_INVALID],
    [{}, AMOUNT_INVALID],
    [true, AMOUNT_INVALID],
  ])('refuses %j: %s', (input, message) => {
    expect(value(input)).toBe(message);
  });

  it('answers in Indonesian', () => {
    for (const message of [AMOUNT_NEGATIVE, AMOUNT_WORDS, AMOUNT_INVALID, AMOUNT_TOO_LARGE]) {
      expect(message).toMatch(/^Jumlah biaya|^Tulis jumlah/);
    }
  });
});

describe('rupiahFilter (search cost and SPP bounds, typed or in the URL)', () => {
  it.each([
    ['Rp 1.000', 1_000],
    ['Rp1.000', 1_000],
    ['1.000.000', 1_000_000],
    ['1000000', 1_000_000],
    [' 1.250.000 ', 1_250_000],
    ['1 500 000', 1_500_000],
  ])('reads %j as %d, as parseRupiah does', (input, expected) => {
    expect(rupiahFilter(input)).toBe(expected);
    expect(parseRupiah(input)).toEqual({ ok: true, value: expected });
  });

  it.each(['', '   ', null, undefined, '1,5 juta', '-5', 'lima', '10.000.000.001'])(
    'is no bound for %j',
    (input) => {
      expect(rupiahFilter(input)).toBeUndefined();
    },
  );
});
