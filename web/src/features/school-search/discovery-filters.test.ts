import { describe, expect, it } from 'vitest';
import { formatDistance } from '@core/format';
import { parseDiscovery } from './discovery-filters';
import {
  EMPTY_FILTERS,
  hasFilters,
  homeHref,
  hubHref,
  listingQuery,
  parseHomeFilters,
  parseHubFilters,
  sameFilters,
  updateFilters,
  type SchoolFilters,
} from './filters';

const f = (patch: Partial<SchoolFilters> = {}): SchoolFilters => ({ ...EMPTY_FILTERS, ...patch });
const params = (text: string) => new URLSearchParams(text);

describe('discovery filters in the URL (SPEC §5 rules)', () => {
  it('reads every filter, trimmed, dropping empty, "all" and the default order', () => {
    expect(
      parseDiscovery(
        params(
          'status= Swasta &districtId=32.76.05&hasFees=true&minSpp=100.000&maxSpp= 500000 &sort=cost_asc&lat=-6.4&lng=106.8&radiusKm=5',
        ),
        true,
      ),
    ).toEqual({
      status: 'swasta',
      districtId: '32.76.05',
      hasFees: true,
      minSpp: 100_000,
      maxSpp: 500_000,
      sort: 'cost_asc',
      lat: -6.4,
      lng: 106.8,
      radiusKm: 5,
    });
    expect(
      parseDiscovery(params('status=all&hasFees=false&sort=relevance&minSpp=&maxSpp=lima'), true),
    ).toEqual({});
  });

  it('drops what cannot stand alone: half a position, "terdekat" or a radius without one, a kecamatan without its city', () => {
    expect(parseDiscovery(params('lat=-6.4&sort=distance&radiusKm=5'), true)).toEqual({});
    expect(parseDiscovery(params('lat=-6.4&lng=106.8&sort=distance'), true)).toMatchObject({
      sort: 'distance',
    });
    expect(parseDiscovery(params('districtId=32.76.05'), false)).toEqual({});
    expect(parseDiscovery(params('districtId=beji&lat=99&lng=1'), true)).toEqual({});
    expect(parseDiscovery(params('radiusKm=0&lat=1&lng=1'), true)).toEqual({ lat: 1, lng: 1 });
  });

  it('reads SPP bounds as parseRupiah does (core/rupiah.test.ts has every form)', () => {
    expect(parseDiscovery(params('minSpp=500.000&maxSpp=Rp+1.500.000'), false)).toEqual({
      minSpp: 500_000,
      maxSpp: 1_500_000,
    });
    expect(parseDiscovery(params('minSpp=-1&maxSpp=1,5+juta'), false)).toEqual({});
  });

  it('writes the filters into home and hub URLs before the page, and reads them back', () => {
    const filters = f({
      province: 'jawa-barat',
      city: 'depok',
      level: 'sd',
      status: 'swasta',
      maxSpp: 500_000,
      sort: 'cost_asc',
      lat: -6.4,
      lng: 106.8,
      page: 2,
    });
    const home = homeHref(filters);
    expect(home).toBe(
      '/?province=jawa-barat&city=depok&level=sd&status=swasta&maxSpp=500000&sort=cost_asc&lat=-6.4&lng=106.8&page=2',
    );
    expect(parseHomeFilters(new URL(home, 'http://x').searchParams)).toEqual(filters);
    const hub = hubHref(filters);
    expect(hub).toBe(
      '/jawa-barat/depok/sd?status=swasta&maxSpp=500000&sort=cost_asc&lat=-6.4&lng=106.8&page=2',
    );
    const url = new URL(hub, 'http://x');
    const [, province, city, level] = url.pathname.split('/');
    expect(parseHubFilters({ province, city, level }, url.searchParams).filters).toEqual(filters);
  });

  it('keeps SMA/SMK as one level in the path', () => {
    const filters = f({ province: 'jawa-barat', city: 'depok', level: 'sma-smk' });
    expect(hubHref(filters)).toBe('/jawa-barat/depok/sma-smk');
    expect(
      parseHubFilters({ province: 'jawa-barat', city: 'depok', level: 'sma-smk' }, params('')),
    ).toEqual({
      badLevel: false,
      filters,
    });
  });

  it('sends a change back to page 1 and keeps the state consistent', () => {
    const at = f({ province: 'jawa-barat', city: 'depok', districtId: '32.76.05', page: 3 });
    expect(updateFilters(at, { status: 'negeri' })).toMatchObject({ status: 'negeri', page: 1 });
    expect(updateFilters(at, { page: 4 }).page).toBe(4);
    // a kecamatan belongs to its city
    expect(updateFilters(at, { city: 'bogor' }).districtId).toBeUndefined();
    expect(updateFilters(at, { province: 'banten' }).districtId).toBeUndefined();
    expect(updateFilters(at, { status: 'swasta' }).districtId).toBe('32.76.05');
    // leaving 'terdekat' without a position
    const near = f({ lat: 1, lng: 2, sort: 'distance', radiusKm: 5 });
    expect(updateFilters(near, { lat: undefined, lng: undefined })).toMatchObject({
      sort: undefined,
      radiusKm: undefined,
    });
  });

  it('counts as a filter for the results and the apply button', () => {
    expect(hasFilters(f({ sort: 'name' }))).toBe(true);
    expect(hasFilters(f({ hasFees: true }))).toBe(true);
    expect(hasFilters(f())).toBe(false);
    expect(sameFilters(f({ minSpp: 1 }), f({ minSpp: 1 }))).toBe(true);
    expect(sameFilters(f({ minSpp: 1 }), f({ minSpp: 2 }))).toBe(false);
  });

  it('passes every filter to GET /api/schools', () => {
    expect(
      listingQuery(
        f({
          level: 'sma-smk',
          status: 'negeri',
          hasFees: true,
          sort: 'distance',
          lat: 1,
          lng: 2,
          radiusKm: 3,
        }),
      ),
    ).toMatchObject({
      level: 'sma-smk',
      status: 'negeri',
      hasFees: 'true',
      sort: 'distance',
      lat: '1',
      lng: '2',
      radiusKm: '3',
    });
  });
});

describe('formatDistance', () => {
  it('speaks Indonesian: a decimal comma, metres under a kilometre', () => {
    expect(formatDistance(1.234)).toBe('1,2 km');
    expect(formatDistance(12.6)).toBe('13 km');
    expect(formatDistance(0.456)).toBe('460 m');
    expect(formatDistance(0.001)).toBe('10 m');
  });
});
