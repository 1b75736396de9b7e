import { describe, expect, it } from 'vitest';
import { fixtureDocument, fixtureDocuments, IDS } from '@tests/support/search/contract-fixtures';

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

  it('sorts strictly by the requested order, unknown amounts last', () => {
    expect(meiliSort('recent')).toEqual(['updatedAt:desc', 'id:desc']);
    expect(meiliSort('name')).toEqual(['sortName:asc']);
    expect(meiliSort('relevance')).toBeUndefined();
    expect(meiliSort('cost_asc')).toEqual(['costKnown:desc', 'totalCost:asc']);
    expect(meiliSort('cost_desc')).toEqual(['costKnown:desc', 'totalCost:desc']);
    expect(meiliSort('spp_asc')).toEqual(['sppKnown:desc', 'monthlySpp:asc']);
    expect(meiliSort('distance', { lat: -6.4, lng: 106.8 })).toEqual([
      '_geoPoint(-6.4, 106.8):asc',
    ]);
    expect(meiliSort('distance')).toBeUndefined();
  });

  it('filters levels, SPP and distance', () => {
    const origin = { lat: -6.4, lng: 106.8 };
    expect(meiliFilter({ educationLevel: ['sma', 'smk'], minSpp: 1, maxSpp: 500_000 })).toEqual([
      'educationLevel IN ["sma", "smk"]',
      'monthlySpp >= 1',
      'monthlySpp <= 500000',
    ]);
    expect(meiliFilter({ radiusKm: 2.5 }, origin)).toEqual(['_geoRadius(-6.4, 106.8, 2500)']);
    expect(meiliFilter({}, origin, 'distance')).toEqual(['hasGeo = true']);
    expect(meiliFilter({}, origin, 'cost_asc')).toEqual([]);
  });

  it('gives Meilisearch a position only when the school has a trusted one', () => {
    const placed = toMeiliDocument(doc);
    expect(placed._geo).toEqual({ lat: doc.lat, lng: doc.lng });
    expect([placed.hasGeo, placed.costKnown, placed.sppKnown]).toEqual([true, 1, 1]);
    const bare = toMeiliDocument(fixtureDocuments().find((d) => d.id === IDS.sdn1Bakongan)!);
    expect('_geo' in bare).toBe(false);
    expect([bare.hasGeo, bare.costKnown, bare.sppKnown]).toEqual([false, 0, 0]);
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

  it('can filter and sort on every field the queries name', () => {
    const settings = indexSettings();
    const origin = { lat: 0, lng: 0 };
    const filterable = new Set(settings.filterableAttributes as string[]);
    const everyFilter = meiliFilter(
      {
        provinceId: '1',
        cityId: '1',
        districtId: '1',
        educationLevel: 'sd',
        status: 'public',
        curriculum: ['x'],
        minCost: 1,
        maxCost: 2,
        minSpp: 1,
        maxSpp: 2,
        hasFees: true,
        radiusKm: 1,
      },
      origin,
    ).concat(meiliFilter({}, origin, 'distance'));
    for (const expression of everyFilter) {
      const field = /^(_geo)Radius|^(\w+)/.exec(expression)!;
      expect(filterable, expression).toContain(field[1] ?? field[2]);
    }
    const sortable = new Set(settings.sortableAttributes as string[]);
    for (const sort of ['recent', 'name', 'cost_asc', 'cost_desc', 'spp_asc', 'spp_desc'] as const)
      for (const key of meiliSort(sort)!) expect(sortable, key).toContain(key.split(':')[0]);
    expect(sortable).toContain('_geo');
  });
});
