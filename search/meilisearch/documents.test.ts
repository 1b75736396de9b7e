import { describe, expect, it } from 'vitest';
import { fixtureDocument, fixtureDocuments, IDS } from '../contract-fixtures';

const MEDAN = {
  district: ['12.71.01', 'Medan Kota'] as [string, string],
  city: ['12.71', 'Kota Medan'] as [string, string],
  province: ['12', 'Sumatera Utara'] as [string, string],
};
import {
  fromMeiliHit,
  meiliFilter,
  meiliQueries,
  meiliSort,
  quoteFilterValue,
  toMeiliDocument,
} from './documents';
import { indexSettings } from './settings';

describe('Meilisearch documents', () => {
  const doc = fixtureDocuments().find((d) => d.id === IDS.smaAlAzhar3)!;

  it('adds normalised text to search and strips it from hits', () => {
    const stored = toMeiliDocument(doc);
    expect(stored.searchName).toBe('sma islam alazhar 3');
    expect(stored.searchLocation).toBe(
      'kebayoran baru kota administrasi jakarta selatan daerah khusus ibukota jakarta',
    );
    expect(stored.searchAlias).toBe('azhar');
    expect(stored.sortName).toBe('sma islam al-azhar 3');
    expect(stored.nameWords).toBe(5);
    expect(fromMeiliHit(stored as unknown as Record<string, unknown>)).toEqual(doc);
  });

  it('turns filters into Meilisearch filter expressions', () => {
    expect(
      meiliFilter({
        provinceId: '32',
        cityId: '32.73',
        districtId: '32.73.01',
        educationLevel: 'sd',
        status: 'public',
        curriculum: ['K13', 'Kurikulum "Merdeka"'],
        minCost: 1000,
        maxCost: 5000,
        hasFees: true,
      }),
    ).toEqual([
      'provinceId = "32"',
      'cityId = "32.73"',
      'districtId = "32.73.01"',
      'educationLevel = "sd"',
      'status = "public"',
      'curriculum IN ["K13", "Kurikulum \\"Merdeka\\""]',
      'totalCost >= 1000',
      'totalCost <= 5000',
      'hasFees = true',
    ]);
    expect(meiliFilter()).toEqual([]);
  });

  it('quotes filter values the way the server unescapes them', () => {
    // the filter parser reads \" as a quote, then unescapes the value as a string literal
    expect(quoteFilterValue('K13')).toBe('"K13"');
    expect(quoteFilterValue('Kurikulum "Merdeka"')).toBe('"Kurikulum \\"Merdeka\\""');
    expect(quoteFilterValue('a\\b')).toBe('"a\\\\b"');
    // a value ending in a backslash must not escape the closing quote
    expect(quoteFilterValue('ends\\')).toBe('"ends\\\\"');
    expect(quoteFilterValue('\\"')).toBe('"\\\\\\""');
  });

  it('sorts strictly by the requested order', () => {
    expect(meiliSort('recent')).toEqual(['createdAt:desc']);
    expect(meiliSort('name')).toEqual(['sortName:asc']);
    expect(meiliSort('relevance')).toBeUndefined();
  });

  it('normalises queries and drops words from the end for the fallbacks', () => {
    expect(meiliQueries('SDN 5 Cibad')).toEqual([
      'sd negeri 5 cibad',
      'sd negeri 5 ',
      'sd negeri ',
      'sd ',
    ]);
    // a number is never a prefix: the trailing space tells Meilisearch so
    expect(meiliQueries('sd negeri 1')[0]).toBe('sd negeri 1 ');
    expect(meiliQueries('')).toEqual(['']);
  });

  it('indexes and asks for glued levels and written words as the built-in engine does', () => {
    const glued = toMeiliDocument(fixtureDocument(50, 'SDBUDI MURNI', 'sd', MEDAN));
    expect(glued.searchName).toBe('sd budi murni');
    expect(glued.searchAlias).toContain('sdbudi');
    expect(meiliQueries('sdbudi murni')[0]).toBe('sd budi murni');
    expect(meiliQueries('sd budi murni')[0]).toBe('sd budi murni');
    const marker = toMeiliDocument(fixtureDocument(57, 'SD Negeri No. 4 Lhoknga', 'sd', MEDAN));
    expect(marker.searchName).toBe('sd negeri 4 lhoknga');
    expect(marker.nameWords).toBe(5);
    expect(toMeiliDocument(fixtureDocument(58, 'SDS Harapan', 'sd', MEDAN)).nameWords).toBe(2);
  });

  it('configures the index as the built-in engine ranks', () => {
    const settings = indexSettings();
    expect(settings.searchableAttributes?.slice(0, 2)).toEqual(['searchName', 'searchLocation']);
    expect(settings.rankingRules).toEqual([
      'sort',
      'words',
      'typo',
      'proximity',
      'attribute',
      'exactness',
      'nameWords:asc',
      'popularity:desc',
    ]);
    expect(settings.typoTolerance).toMatchObject({
      minWordSizeForTypos: { oneTypo: 4, twoTypos: 5 },
      disableOnNumbers: true,
      disableOnAttributes: ['npsn'],
    });
    expect(settings.filterableAttributes).toEqual(
      expect.arrayContaining(['provinceId', 'cityId', 'curriculum', 'totalCost', 'hasFees']),
    );
  });
});
