import { describe, expect, it } from 'vitest';
import { readAllCsvGz, DEFAULT_DATA_DIR } from './source';
import {
  documentReference,
  MORE_PUBLISHED_FEES_FILE,
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
    expect(() => parsePublishedFee({ ...good, year_of_study: '1' }, 7)).toThrow(/year of study/);
  });
});

describe('the second published fees file', () => {
  it('files every row, keeps the year of study and a linkable document reference', async () => {
    const records = await readAllCsvGz(new URL(MORE_PUBLISHED_FEES_FILE, DEFAULT_DATA_DIR));
    const rows = records.map((record, i) => parsePublishedFee(record, i + 2));
    expect(rows).toHaveLength(44);
    expect(new Set(rows.map(publishedSourceKey)).size).toBe(44);
    expect(rows.filter((row) => row.yearOfStudy !== null).map((row) => row.yearOfStudy)).toEqual([
      2, 3, 4, 5, 6, 2, 3, 2, 3,
    ]);
    const placed = rows.map((row) => [row.item, placeItem(row.item, row.categoryHint)] as const);
    for (const [item, placement] of placed)
      expect(placement.globalCode ?? placement.schoolCategory, item).toBeTruthy();
    const byItem = new Map(placed);
    expect(byItem.get('Iuran SPP Bulan Juli (Reguler 2)')).toEqual({
      globalCode: 'spp',
      schoolCategory: null,
      notes: 'Bulan Juli (Reguler 2)',
    });
    expect(byItem.get('Iuran Komite Sekolah/tahun (Reguler 3)')).toMatchObject({
      schoolCategory: 'Komite Sekolah',
      notes: 'Reguler 3',
    });
    expect(byItem.get('Biaya Seragam PUTRI (Reguler 2)')).toMatchObject({
      globalCode: 'seragam',
      notes: 'Putri (Reguler 2)',
    });
    // no name rule: the file's kind of fee files it, its name becomes the notes
    expect(byItem.get('Kelengkapan ATK')).toEqual({
      globalCode: 'buku',
      schoolCategory: null,
      notes: 'Kelengkapan ATK',
    });
    expect(byItem.get('Membeli formulir PPDB')).toMatchObject({ globalCode: 'pendaftaran' });
  });

  it('reads a repository reference written with spaces as the school page links it', () => {
    expect(
      documentReference('github.com/esartono/psb @ 3cbfa82278ec : resources/views/sd.blade.php'),
    ).toBe('github.com/esartono/psb@3cbfa82278ec resources/views/sd.blade.php');
    expect(documentReference(' https://sekolah.test/biaya ')).toBe('https://sekolah.test/biaya');
  });
});
