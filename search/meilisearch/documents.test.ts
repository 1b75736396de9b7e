import { describe, expect, it } from 'vitest';
import { fixtureDocuments, IDS } from '../contract-fixtures';
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
      'popularity:desc',
    ]);
    expect(settings.typoTolerance).toMatchObject({
      minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
      disableOnNumbers: true,
      disableOnAttributes: ['npsn'],
    });
    expect(settings.filterableAttributes).toEqual(
      expect.arrayContaining(['provinceId', 'cityId', 'curriculum', 'totalCost', 'hasFees']),
    );
  });
});
