import { describe, expect, it } from 'vitest';
import { normaliseVillageName, numberToWords, VillageIndex } from './villages';

describe('numberToWords', () => {
  it.each([
    [1, 'satu'],
    [10, 'sepuluh'],
    [11, 'sebelas'],
    [16, 'enam belas'],
    [20, 'dua puluh'],
    [35, 'tiga puluh lima'],
    [100, 'seratus'],
    [215, 'dua ratus lima belas'],
  ])('%i -> %s', (value, words) => {
    expect(numberToWords(value)).toBe(words);
  });
});

describe('normaliseVillageName', () => {
  it('matches Kemendagri spellings of numbered kelurahan in Palembang', () => {
    expect(normaliseVillageName('16 Ulu')).toBe(normaliseVillageName('Enam-belas Ulu'));
    expect(normaliseVillageName('20 Ilir I')).toBe(normaliseVillageName('Dua-puluh Ilir Satu'));
    expect(normaliseVillageName('3-4 Ulu')).toBe(normaliseVillageName('Tiga Empat Ulu'));
  });

  it('ignores prefixes, case, spacing and the Sei abbreviation', () => {
    expect(normaliseVillageName('Kelurahan Sukajadi')).toBe(normaliseVillageName('SUKAJADI'));
    expect(normaliseVillageName('Desa Pasir Ranji')).toBe(normaliseVillageName('Pasirranji'));
    expect(normaliseVillageName('Sei Selincah')).toBe(normaliseVillageName('Sungaiselincah'));
  });

  it('does not read a first word as a roman numeral', () => {
    expect(normaliseVillageName('V Koto')).toBe('vkoto');
  });
});

describe('VillageIndex', () => {
  const index = new VillageIndex([
    { code: '32.76.01.1001', districtCode: '32.76.01', name: 'Pancoran Mas' },
    { code: '32.76.01.1002', districtCode: '32.76.01', name: 'Depok' },
    { code: '32.76.02.1001', districtCode: '32.76.02', name: 'Depok' },
    { code: '32.76.03.1001', districtCode: '32.76.03', name: 'Kembar' },
    { code: '32.76.03.1002', districtCode: '32.76.03', name: 'KEMBAR' },
  ]);

  it('finds a village by name within its district', () => {
    expect(index.find('32.76.01', 'PANCORAN MAS')).toBe('32.76.01.1001');
    expect(index.find('32.76.02', 'Depok')).toBe('32.76.02.1001');
  });

  it('finds nothing across districts, for blanks, or when the name is ambiguous', () => {
    expect(index.find('32.76.02', 'Pancoran Mas')).toBeNull();
    expect(index.find(null, 'Depok')).toBeNull();
    expect(index.find('32.76.01', '')).toBeNull();
    expect(index.find('32.76.03', 'Kembar')).toBeNull();
  });
});
