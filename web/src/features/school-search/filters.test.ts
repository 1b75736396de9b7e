import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  cleanList,
  cleanPage,
  hasFilters,
  homeHref,
  hubFiltersAtLocation,
  hubHref,
  listingQuery,
  parseHomeFilters,
  parseHubFilters,
  sameFilters,
  shownRange,
  updateFilters,
  type SchoolFilters,
} from './filters';

const f = (patch: Partial<SchoolFilters> = {}): SchoolFilters => ({ ...EMPTY_FILTERS, ...patch });
const params = (text: string) => new URLSearchParams(text);

describe('cleaning values (SPEC §5)', () => {
  it('keeps the page only when it is an integer greater than 1', () => {
    expect(cleanPage('2')).toBe(2);
    expect(cleanPage('1')).toBe(1);
    expect(cleanPage('0')).toBe(1);
    expect(cleanPage('-3')).toBe(1);
    expect(cleanPage('2.5')).toBe(1);
    expect(cleanPage('abc')).toBe(1);
    expect(cleanPage(null)).toBe(1);
  });

  it('reads cost bounds as parseRupiah does (core/rupiah.test.ts has every form)', () => {
    const read = (query: string) => {
      const { minCost, maxCost } = parseHomeFilters(params(query));
      return { minCost, maxCost };
    };
    expect(read('minCost=+1500000+&maxCost=Rp+2.000.000')).toEqual({
      minCost: 1_500_000,
      maxCost: 2_000_000,
    });
    expect(read('minCost=&maxCost=lima')).toEqual({ minCost: undefined, maxCost: undefined });
    expect(read('minCost=-5&maxCost=1,5+juta')).toEqual({ minCost: undefined, maxCost: undefined });
  });

  it('removes blank curriculum entries', () => {
    expect(cleanList('Merdeka, ,Cambridge,')).toEqual(['Merdeka', 'Cambridge']);
    expect(cleanList('')).toEqual([]);
  });
});

describe('parseHomeFilters', () => {
  it('reads every home parameter, trimmed, dropping empty and all', () => {
    expect(
      parseHomeFilters(
        params(
          'q=%20al%20azhar%20&province=jawa-barat&city=all&level=sd&minCost=100&maxCost=&curriculum=Merdeka,,IB&page=3',
        ),
      ),
    ).toEqual({
      q: 'al azhar',
      province: 'jawa-barat',
      city: undefined,
      level: 'sd',
      minCost: 100,
      maxCost: undefined,
      curriculum: ['Merdeka', 'IB'],
      page: 3,
    });
  });

  it('reads the footer parameters provinceId, cityId and educationLevel', () => {
    const filters = parseHomeFilters(
      params('provinceId=dki-jakarta&cityId=bandung&educationLevel=smk'),
    );
    expect(filters).toMatchObject({ province: 'dki-jakarta', city: 'bandung', level: 'smk' });
  });

  it('ignores unknown levels', () => {
    expect(parseHomeFilters(params('level=kuliah')).level).toBeUndefined();
  });
});

describe('parseHubFilters', () => {
  it('takes location and level from the path and the rest from the query', () => {
    const { filters, badLevel } = parseHubFilters(
      { province: 'jawa-barat', city: 'bandung', level: 'smp' },
      params('q=negeri&page=2&level=sd'),
    );
    expect(badLevel).toBe(false);
    expect(filters).toMatchObject({
      province: 'jawa-barat',
      city: 'bandung',
      level: 'smp',
      q: 'negeri',
      page: 2,
    });
  });

  it('reads the level from the query when there is no city', () => {
    expect(parseHubFilters({ province: 'jawa-barat' }, params('level=sd')).filters.level).toBe(
      'sd',
    );
  });

  it('flags an unknown level in the path', () => {
    expect(parseHubFilters({ province: 'a', city: 'b', level: 'xyz' }, params('')).badLevel).toBe(
      true,
    );
  });
});

describe('hubFiltersAtLocation', () => {
  it('reads what parseHubFilters reads from the same URL, and is the inverse of hubHref', () => {
    const state = f({
      province: 'jawa-barat',
      city: 'depok',
      level: 'sd',
      status: 'swasta',
      maxSpp: 500_000,
      sort: 'cost_asc',
    });
    const [pathname, search = ''] = hubHref(state).split('?');
    expect(hubFiltersAtLocation(pathname!, `?${search}`)).toEqual(
      parseHubFilters({ province: 'jawa-barat', city: 'depok', level: 'sd' }, params(search))
        .filters,
    );
    expect(hubHref(hubFiltersAtLocation(pathname!, `?${search}`))).toBe(hubHref(state));
  });

  it('reads /indonesia as no location, and decodes path segments', () => {
    expect(hubFiltersAtLocation('/indonesia', '?q=harapan')).toEqual(f({ q: 'harapan' }));
    expect(hubFiltersAtLocation('/dki-jakarta/jakarta%20selatan', '')).toMatchObject({
      province: 'dki-jakarta',
      city: 'jakarta selatan',
    });
  });
});

describe('URLs of a filter state', () => {
  it('drops empty filters and page 1 from the home URL', () => {
    expect(homeHref(f())).toBe('/');
    expect(homeHref(f({ q: 'sd', page: 1 }))).toBe('/?q=sd');
    expect(homeHref(f({ province: 'jawa-barat', curriculum: ['A', 'B'], page: 2 }))).toBe(
      '/?province=jawa-barat&curriculum=A%2CB&page=2',
    );
  });

  it('builds hub paths from province, city and level slugs', () => {
    expect(hubHref(f())).toBe('/indonesia');
    expect(hubHref(f({ q: 'sma' }))).toBe('/indonesia?q=sma');
    expect(hubHref(f({ province: 'jawa-barat' }))).toBe('/jawa-barat');
    expect(hubHref(f({ province: 'jawa-barat', city: 'bandung' }))).toBe('/jawa-barat/bandung');
    expect(hubHref(f({ province: 'jawa-barat', city: 'bandung', level: 'sd', page: 2 }))).toBe(
      '/jawa-barat/bandung/sd?page=2',
    );
  });

  it('adds the level to the path only under a city; otherwise it goes in the query', () => {
    expect(hubHref(f({ province: 'jawa-barat', level: 'sd' }))).toBe('/jawa-barat?level=sd');
    expect(hubHref(f({ level: 'smk' }))).toBe('/indonesia?level=smk');
  });

  it('keeps costs and curriculum in the query string', () => {
    expect(
      hubHref(f({ province: 'dki-jakarta', minCost: 100, maxCost: 900, curriculum: ['IB'] })),
    ).toBe('/dki-jakarta?minCost=100&maxCost=900&curriculum=IB');
  });
});

describe('updateFilters (SPEC §4)', () => {
  const current = f({ q: 'sd', province: 'jawa-barat', city: 'bandung', level: 'sd', page: 4 });

  it('resets the page to 1 on any change except a page change', () => {
    expect(updateFilters(current, { q: 'smp' }).page).toBe(1);
    expect(updateFilters(current, { level: 'smp' }).page).toBe(1);
    expect(updateFilters(current, { curriculum: ['IB'] }).page).toBe(1);
    expect(updateFilters(current, { page: 5 }).page).toBe(5);
    expect(updateFilters(current, { page: 5 }).q).toBe('sd');
  });

  it("clears the city when the province changes or is cleared, and 'all' clears a filter", () => {
    expect(updateFilters(current, { province: 'banten' })).toMatchObject({
      province: 'banten',
      city: undefined,
    });
    expect(updateFilters(current, { province: 'all' })).toMatchObject({
      province: undefined,
      city: undefined,
    });
    expect(updateFilters(current, { level: 'all' as never }).level).toBeUndefined();
  });

  it('keeps the city when the same province is set again', () => {
    expect(updateFilters(current, { province: 'jawa-barat' }).city).toBe('bandung');
  });

  it('trims text', () => {
    expect(updateFilters(current, { q: '  negeri ' }).q).toBe('negeri');
    expect(updateFilters(current, { q: '   ' }).q).toBeUndefined();
  });
});

describe('comparisons and API query', () => {
  it('compares filters without the page', () => {
    expect(sameFilters(f({ q: 'a', page: 2 }), f({ q: 'a' }))).toBe(true);
    expect(sameFilters(f({ q: 'a' }), f({ q: 'b' }))).toBe(false);
    expect(sameFilters(f({ city: 'x' }), f())).toBe(false);
  });

  it('tells whether anything is filtered', () => {
    expect(hasFilters(f({ page: 3 }))).toBe(false);
    expect(hasFilters(f({ minCost: 0 }))).toBe(true);
  });

  it('builds the GET /api/schools parameters with limit 12', () => {
    expect(
      listingQuery(f({ province: 'jawa-barat', city: 'bandung', curriculum: ['A', 'B'], page: 2 })),
    ).toEqual({
      province: 'jawa-barat',
      city: 'bandung',
      level: undefined,
      q: undefined,
      minCost: undefined,
      maxCost: undefined,
      curriculum: 'A,B',
      page: 2,
      limit: 12,
    });
  });

  it("passes a city without its province (the footer's ?cityId=bandung) for the server to resolve", () => {
    expect(listingQuery(f({ city: 'bandung' }))).toMatchObject({
      province: undefined,
      city: 'bandung',
    });
  });

  it('computes the shown range', () => {
    expect(shownRange(1, 30)).toEqual({ from: 1, to: 12 });
    expect(shownRange(3, 30)).toEqual({ from: 25, to: 30 });
    expect(shownRange(1, 0)).toEqual({ from: 0, to: 0 });
  });
});
