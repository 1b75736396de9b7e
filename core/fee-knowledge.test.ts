import { describe, expect, it } from 'vitest';
import {
  firstYearLines,
  keyItemOf,
  listItems,
  statedBySchool,
  unknownItemsNote,
  unknownKeyItems,
} from './fee-knowledge';

describe('what is known of a year', () => {
  it('reads the key items from global categories and from the names of a school’s own', () => {
    expect(keyItemOf({ categoryCode: 'spp', label: 'SPP', frequency: 'Monthly' })).toBe('spp');
    expect(keyItemOf({ categoryCode: 'kbm', label: 'Biaya KBM', frequency: 'Yearly' })).toBeNull();
    expect(keyItemOf({ label: 'Iuran SPP Bulanan', frequency: 'Monthly' })).toBe('spp');
    expect(keyItemOf({ label: 'Uang Sekolah', frequency: 'Monthly' })).toBe('spp');
    expect(keyItemOf({ label: 'Uang Gedung', frequency: 'One-Time' })).toBe('uang_pangkal');
    expect(keyItemOf({ label: 'Seragam Olahraga', frequency: 'One-Time' })).toBe('seragam');
    expect(keyItemOf({ label: 'Paket Buku', frequency: 'Yearly' })).toBe('buku');
    expect(keyItemOf({ label: 'Study Tour', frequency: 'Yearly' })).toBeNull();
  });

  it('counts an item stated as Rp 0 as known, and nothing stated as unknown', () => {
    const rule = [
      { categoryCode: 'spp', frequency: 'Monthly' },
      { categoryCode: 'uang_pangkal', frequency: 'One-Time' },
    ];
    expect(unknownKeyItems(rule)).toEqual(['seragam', 'buku']);
    expect(unknownKeyItems([])).toEqual(['spp', 'uang_pangkal', 'seragam', 'buku']);
  });

  it('leaves the fees of later years of study out of the year of entry', () => {
    const lines = [
      { categoryCode: 'kbm', frequency: 'Yearly' },
      { label: 'Daftar ulang (kegiatan dan buku paket)', frequency: 'Yearly', yearOfStudy: 2 },
    ];
    expect(firstYearLines(lines)).toHaveLength(1);
    expect(unknownKeyItems(lines)).toContain('buku');
  });

  it('says why a total is a minimum, as a price list or as a rule leaves it', () => {
    expect(listItems(['spp'])).toBe('SPP');
    expect(listItems(['spp', 'buku'])).toBe('SPP dan buku');
    expect(listItems(['spp', 'seragam', 'buku'])).toBe('SPP, seragam, dan buku');
    expect(unknownItemsNote(['spp', 'buku'], true)).toBe(
      'SPP dan buku tidak dicantumkan pada daftar biaya tahun ini, jadi total ini belum termasuk biaya tersebut.',
    );
    expect(unknownItemsNote(['seragam', 'buku'], false)).toBe(
      'Seragam dan buku belum diketahui, jadi total ini belum termasuk biaya tersebut.',
    );
    expect(statedBySchool(['regulation'])).toBe(false);
    expect(statedBySchool(['regulation', 'published'])).toBe(true);
  });
});
