import { describe, expect, it } from 'vitest';
import {
  comparisonApiParams,
  comparisonHref,
  filtersAtLocation,
  parseComparisonFilters,
  parsePickedIds,
  updateComparison,
  type ComparisonFilters,
} from './filters';

const parse = (params: Record<string, string>, query = '') =>
  parseComparisonFilters(params, new URLSearchParams(query));

describe('parseComparisonFilters', () => {
  it('reads location and level from the path and the search from the query', () => {
    expect(
      parse({ province: 'jawa-barat', city: 'bandung', educationLevel: 'sd' }, 'q=%20harapan%20'),
    ).toEqual({ q: 'harapan', province: 'jawa-barat', city: 'bandung', level: 'sd' });
  });

  it('reads a level without a city from the query, in any case', () => {
    expect(parse({ province: 'dki-jakarta' }, 'level=SMA')).toEqual({
      province: 'dki-jakarta',
      level: 'sma',
    });
  });

  it("drops empty values, 'all' and levels the comparison does not offer", () => {
    expect(parse({}, 'q=%20%20&level=all')).toEqual({});
    expect(parse({}, 'level=slb').level).toBeUndefined();
    expect(parse({}, 'level=playgroup').level).toBeUndefined();
  });
});

describe('comparisonHref', () => {
  it('puts province, city and level in the path', () => {
    expect(
      comparisonHref({ province: 'jawa-barat', city: 'bandung', level: 'smp', q: 'negeri 5' }),
    ).toBe('/comparison/jawa-barat/bandung/smp?q=negeri+5');
  });

  it('keeps a level without a city in the query string', () => {
    expect(comparisonHref({ province: 'jawa-barat', level: 'tk' })).toBe(
      '/comparison/jawa-barat?level=tk',
    );
    expect(comparisonHref({ level: 'sd' })).toBe('/comparison?level=sd');
  });

  it('is /comparison with no filters', () => {
    expect(comparisonHref({})).toBe('/comparison');
  });

  it('round-trips through parseComparisonFilters', () => {
    const states: ComparisonFilters[] = [
      { province: 'jawa-barat', city: 'depok', level: 'sma', q: 'al azhar' },
      { province: 'dki-jakarta', level: 'smk' },
      { q: 'sd negeri' },
    ];
    for (const state of states) {
      const url = new URL(comparisonHref(state), 'http://x');
      const [, , province, city, educationLevel] = url.pathname.split('/');
      expect(
        parse({ province, city, educationLevel } as Record<string, string>, url.search),
      ).toEqual(state);
    }
  });
});

describe('filtersAtLocation', () => {
  it('reads the same filters from a pathname and search string', () => {
    expect(filtersAtLocation('/comparison/jawa-barat/bandung/sd', '?q=harapan')).toEqual({
      q: 'harapan',
      province: 'jawa-barat',
      city: 'bandung',
      level: 'sd',
    });
    expect(filtersAtLocation('/comparison', '?level=smk')).toEqual({ level: 'smk' });
    expect(filtersAtLocation('/comparison/dki-jakarta', '')).toEqual({ province: 'dki-jakarta' });
  });
});

describe('updateComparison', () => {
  const start: ComparisonFilters = { province: 'jawa-barat', city: 'bandung', level: 'sd' };

  it('clears the city when the province changes or is cleared', () => {
    expect(updateComparison(start, { province: 'dki-jakarta' })).toEqual({
      province: 'dki-jakarta',
      city: undefined,
      level: 'sd',
      q: undefined,
    });
    expect(updateComparison(start, { province: undefined }).city).toBeUndefined();
  });

  it('keeps the city when something else changes', () => {
    expect(updateComparison(start, { q: ' smp ' })).toMatchObject({ city: 'bandung', q: 'smp' });
  });

  it("treats 'all' as cleared", () => {
    expect(updateComparison(start, { city: 'all' }).city).toBeUndefined();
  });
});

describe('comparisonApiParams', () => {
  it('asks for up to 100 rows with the filters the API names', () => {
    expect(comparisonApiParams({ province: 'jawa-barat', level: 'sd', q: 'harapan' })).toEqual({
      search: 'harapan',
      educationLevel: 'sd',
      provinceId: 'jawa-barat',
      cityId: undefined,
      sort: undefined,
      page: undefined,
      limit: 100,
    });
  });
});

describe('column order, pages and picks in the URL', () => {
  it('reads the order and the page, dropping the default order and page 1', () => {
    expect(parse({}, 'sort=spp_desc&page=3')).toMatchObject({ sort: 'spp_desc', page: 3 });
    expect(parse({}, 'sort=cost_asc&page=1')).toMatchObject({ sort: undefined, page: undefined });
    expect(parse({}, 'sort=termurah&page=x')).toMatchObject({ sort: undefined, page: undefined });
  });

  it('writes them after the other filters; any change but the page goes back to page 1', () => {
    const at: ComparisonFilters = { province: 'jawa-barat', sort: 'name', page: 2 };
    expect(comparisonHref(at)).toBe('/comparison/jawa-barat?sort=name&page=2');
    expect(updateComparison(at, { level: 'sd' }).page).toBeUndefined();
    expect(updateComparison(at, { page: 3 }).page).toBe(3);
    expect(updateComparison(at, { sort: undefined }).sort).toBeUndefined();
  });

  it('reads picked ids: positive whole numbers, in order, once, at most 10', () => {
    expect(parsePickedIds('12, 34,56')).toEqual([12, 34, 56]);
    expect(parsePickedIds('5,x,-1,5,0,1.5,7')).toEqual([5, 7]);
    expect(parsePickedIds('1,2,3,4,5,6,7,8,9,10,11')).toHaveLength(10);
    expect(parsePickedIds(null)).toEqual([]);
  });
});
