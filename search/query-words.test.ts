import { describe, expect, it } from 'vitest';
import { parseQuery, retryBudget, typoBudget, typoDistance } from './query-words';

describe('typoBudget', () => {
  it('allows 1 typo from 5 letters, 2 from 9, none on numbers', () => {
    expect(typoBudget('smpn')).toBe(0);
    expect(typoBudget('negri')).toBe(1);
    expect(typoBudget('bakongan')).toBe(1);
    expect(typoBudget('kabupaten')).toBe(2);
    expect(typoBudget('123456789')).toBe(0);
  });
});

describe('retryBudget', () => {
  it('allows one typo more on the second try, from 4 letters, never more than 2', () => {
    expect(retryBudget('smp')).toBe(0);
    expect(retryBudget('budi')).toBe(1);
    expect(retryBudget('negri')).toBe(2);
    expect(retryBudget('kabupaten')).toBe(2);
    expect(retryBudget('1234')).toBe(0);
  });
});

describe('typoDistance', () => {
  it('counts a swap of neighbours as one typo (Damerau)', () => {
    expect(typoDistance('cimahi', 'cimhai', 2)).toBe(1);
    expect(typoDistance('negeri', 'negri', 2)).toBe(1);
    expect(typoDistance('negeri', 'nagari', 2)).toBe(2);
    expect(typoDistance('bandung', 'bandung', 2)).toBe(0);
    expect(typoDistance('abc', 'xyz', 1)).toBe(2);
    expect(typoDistance('a', 'abcd', 1)).toBe(2);
  });
});

describe('parseQuery', () => {
  it('marks the last word as a prefix unless a space follows or it is a number', () => {
    const words = parseQuery('SMPN 2 band');
    expect(words.map((w) => [w.text, w.prefix, w.number, w.maxTypos])).toEqual([
      ['smp', false, false, 0],
      ['negeri', false, false, 1],
      ['2', false, true, 0],
      ['band', true, false, 0],
    ]);
    expect(parseQuery('sd negeri ').at(-1)!.prefix).toBe(false);
    expect(parseQuery('sd negeri 1').at(-1)!.prefix).toBe(false);
  });

  it('keeps what was typed when the last word became a number', () => {
    expect(parseQuery('sd negeri ii').at(-1)).toMatchObject({ text: '2', typed: 'ii' });
    expect(parseQuery('sd dua').at(-1)).toMatchObject({ text: '2', typed: 'dua' });
    expect(parseQuery('sd dua ').at(-1)!.typed).toBeUndefined();
  });

  it('keeps at most 10 words', () => {
    expect(parseQuery('a b c d e f g h i j k l')).toHaveLength(10);
    expect(parseQuery('   ')).toEqual([]);
  });
});
