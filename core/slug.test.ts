import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('lowercases, drops punctuation and joins words with hyphens', () => {
    expect(slugify('SD Negeri 1 Bakongan')).toBe('sd-negeri-1-bakongan');
    expect(slugify('SMA Al-Azhar (Kebayoran)')).toBe('sma-al-azhar-kebayoran');
    expect(slugify("Pasi Kuala Ba'u")).toBe('pasi-kuala-bau');
  });

  it('turns underscores into hyphens and trims them at the ends', () => {
    expect(slugify('  _tk_pelangi_ ')).toBe('tk-pelangi');
    expect(slugify('--a -- b--')).toBe('a-b');
  });

  it('folds accents instead of dropping letters', () => {
    expect(slugify('Sekolah Émile')).toBe('sekolah-emile');
  });

  it('returns an empty string when nothing is left', () => {
    expect(slugify('!!!')).toBe('');
  });
});
