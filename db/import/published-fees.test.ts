import { describe, expect, it } from 'vitest';
import { readAllCsvGz, DEFAULT_DATA_DIR } from './source';
import {
  parsePublishedFee,
  placeItem,
  PublishedFeeError,
  publishedSourceKey,
  PUBLISHED_FEES_FILE,
} from './published-fees';

describe('placeItem', () => {
  it('files the published items under global categories where they are one', () => {
    expect(placeItem('Dana Pengembangan')).toEqual({
      globalCode: 'uang_pangkal',
      schoolCategory: null,
      notes: 'Dana Pengembangan',
    });
    expect(placeItem('Dana Pendidikan')).toEqual({
      globalCode: 'kbm',
      schoolCategory: null,
      notes: 'Dana Pendidikan',
    });
    expect(placeItem('SPP bulan Juli')).toEqual({
      globalCode: 'spp',
      schoolCategory: null,
      notes: 'bulan Juli',
    });
  });

  it('keeps variants apart by their qualifier', () => {
    expect(placeItem('Seragam Putra')).toMatchObject({ globalCode: 'seragam', notes: 'Putra' });
    expect(placeItem('Seragam Putri')).toMatchObject({ globalCode: 'seragam', notes: 'Putri' });
    expect(placeItem('Pendaftaran (asal SIT Nurul Fikri)')).toMatchObject({
      globalCode: 'pendaftaran',
      notes: 'asal SIT Nurul Fikri',
    });
    expect(placeItem('Pendaftaran (anak pegawai)').notes).toBe('anak pegawai');
  });

  it("puts everything else in the school's own category", () => {
    expect(placeItem('Komite Sekolah tahun pertama')).toEqual({
      globalCode: null,
      schoolCategory: 'Komite Sekolah',
      notes: 'tahun pertama',
    });
    expect(placeItem('Biaya Asrama')).toEqual({
      globalCode: null,
      schoolCategory: 'Biaya Asrama',
      notes: null,
    });
  });
});

describe('the published fees file', () => {
  it('parses every row, 69 of them with an NPSN, each mapped to a category', async () => {
    const records = await readAllCsvGz(new URL(PUBLISHED_FEES_FILE, DEFAULT_DATA_DIR));
    const rows = records.map((record, i) => parsePublishedFee(record, i + 2));
    expect(rows).toHaveLength(115);
    const withNpsn = rows.filter((row) => row.npsn);
    expect(withNpsn).toHaveLength(69);
    expect(new Set(withNpsn.map((row) => row.npsn))).toEqual(
      new Set(['20228756', '20229088', '20229157']),
    );
    // one key per row: nothing is merged, variants stay apart
    expect(new Set(withNpsn.map(publishedSourceKey)).size).toBe(69);
    for (const row of withNpsn) {
      const placement = placeItem(row.item);
      expect(placement.globalCode ?? placement.schoolCategory, row.item).toBeTruthy();
      expect(row.source).toMatch(/^github\.com\/esartono\/psb@f88f4cc \S+/);
    }
    // monthly SPP only where the year's list has it
    const sppYears = new Set(
      withNpsn.filter((row) => /^SPP/.test(row.item)).map((row) => row.academicYear),
    );
    expect(sppYears).toEqual(new Set(['2022/2023', '2023/2024']));
  });

  it('refuses a malformed record with its line number', () => {
    const good = {
      npsn: '20228756',
      school_unit: 'SDIT',
      level: 'sd',
      academic_year: '2025/2026',
      item: 'SPP',
      amount_idr: '100',
      frequency: 'Monthly',
      city: 'Depok',
      source: 'x',
    };
    expect(parsePublishedFee(good, 2)).toMatchObject({ amount: 100, npsn: '20228756' });
    expect(() => parsePublishedFee({ ...good, amount_idr: '-5' }, 7)).toThrow(PublishedFeeError);
    expect(() => parsePublishedFee({ ...good, academic_year: '2025/2027' }, 7)).toThrow(/line 7/);
    expect(() => parsePublishedFee({ ...good, frequency: 'Weekly' }, 7)).toThrow(/frequency/);
  });
});
