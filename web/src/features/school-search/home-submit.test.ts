import { describe, expect, it } from 'vitest';
import { homeSubmitTarget } from './home-submit';

const provinces = [
  { id: '32', slug: 'jawa-barat' },
  { id: '31', slug: 'dki-jakarta' },
];

describe('homeSubmitTarget (SPEC §2 four submit rules)', () => {
  it('1. goes to the listing path of a province in the list, with q when there is text', () => {
    expect(homeSubmitTarget('al azhar', 'jawa-barat', provinces)).toBe('/jawa-barat?q=al+azhar');
    expect(homeSubmitTarget('', '31', provinces)).toBe('/dki-jakarta');
  });

  it('2. goes home with q and provinceId when the province is not in the list', () => {
    expect(homeSubmitTarget('sd', 'atlantis', provinces)).toBe('/?q=sd&provinceId=atlantis');
    expect(homeSubmitTarget('', 'atlantis', [])).toBe('/?provinceId=atlantis');
  });

  it('3. goes to /indonesia with q when only text is given', () => {
    expect(homeSubmitTarget('  smp negeri  ', 'all', provinces)).toBe('/indonesia?q=smp+negeri');
    expect(homeSubmitTarget('smk', undefined, provinces)).toBe('/indonesia?q=smk');
  });

  it('4. goes to /indonesia when nothing is given', () => {
    expect(homeSubmitTarget('   ', 'all', provinces)).toBe('/indonesia');
  });
});
