// The filters that help a parent decide (issue 9), as they live in the URL of
// the home results and the listing hubs, under SPEC §5's rules: trimmed,
// dropped when empty, 'all' or the default, and any change but the page sends
// the list back to page 1 (filters.ts applies that).
import { rupiahFilter } from '@core/rupiah';
import { LISTING_SORTS, MAX_RADIUS_KM, type ListingSort, type StatusFilter } from '@core/discovery';

export interface DiscoveryFilters {
  status?: StatusFilter;
  /** kecamatan code, only with a city */
  districtId?: string;
  /** 'hanya yang ada data biaya' */
  hasFees?: boolean;
  /** 'tanpa SPP': SPP Rp0, the school's own or a fee rule's */
  noSpp?: boolean;
  minSpp?: number;
  maxSpp?: number;
  /** absent = paling relevan */
  sort?: Exclude<ListingSort, 'relevance'>;
  /** the parent's position (or a kecamatan's centre) for 'Sekolah terdekat' */
  lat?: number;
  lng?: number;
  radiusKm?: number;
  /** 'pendaftaran dibuka' (issue 23): registration open today */
  registration?: 'open';
}

/** URL keys, in the order they are written. */
const DISCOVERY_KEYS = [
  'status',
  'districtId',
  'hasFees',
  'noSpp',
  'minSpp',
  'maxSpp',
  'sort',
  'lat',
  'lng',
  'radiusKm',
  'registration',
] as const satisfies readonly (keyof DiscoveryFilters)[];

type Raw = string | null | undefined;

const text = (value: Raw) => {
  const trimmed = value?.trim();
  return trimmed && trimmed !== 'all' ? trimmed : undefined;
};

function cleanNumber(value: Raw, min: number, max: number): number | undefined {
  const raw = text(value);
  if (raw === undefined || !/^-?\d+(\.\d+)?$/.test(raw)) return undefined;
  const number = Number(raw);
  return number >= min && number <= max ? number : undefined;
}

function cleanStatus(value: Raw): StatusFilter | undefined {
  const status = text(value)?.toLowerCase();
  return status === 'negeri' || status === 'swasta' ? status : undefined;
}

function cleanSort(value: Raw): DiscoveryFilters['sort'] {
  const sort = text(value)?.toLowerCase();
  return sort && sort !== 'relevance' && (LISTING_SORTS as readonly string[]).includes(sort)
    ? (sort as DiscoveryFilters['sort'])
    : undefined;
}

function cleanDistrict(value: Raw): string | undefined {
  const code = text(value);
  return code && /^\d{2}\.\d{2}\.\d{2}$/.test(code) ? code : undefined;
}

/** A position rounded to about 10 m: enough to sort by, and kinder to the parent's privacy. */
export const roundCoordinate = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * Reads the discovery filters of a URL. A position comes whole or not at all;
 * 'terdekat' and a radius without a position are dropped, as is a kecamatan
 * without its city.
 */
export function parseDiscovery(search: URLSearchParams, hasCity: boolean): DiscoveryFilters {
  const lat = cleanNumber(search.get('lat'), -90, 90);
  const lng = cleanNumber(search.get('lng'), -180, 180);
  const positioned = lat !== undefined && lng !== undefined;
  const sort = cleanSort(search.get('sort'));
  const filters: DiscoveryFilters = {
    status: cleanStatus(search.get('status')),
    districtId: hasCity ? cleanDistrict(search.get('districtId')) : undefined,
    hasFees: text(search.get('hasFees')) === 'true' ? true : undefined,
    noSpp: text(search.get('noSpp')) === 'true' ? true : undefined,
    minSpp: rupiahFilter(search.get('minSpp')),
    maxSpp: rupiahFilter(search.get('maxSpp')),
    sort: sort === 'distance' && !positioned ? undefined : sort,
    lat: positioned ? lat : undefined,
    lng: positioned ? lng : undefined,
    radiusKm: positioned ? cleanNumber(search.get('radiusKm'), 0.1, MAX_RADIUS_KM) : undefined,
    registration: text(search.get('registration')) === 'open' ? 'open' : undefined,
  };
  return filters;
}

/** The values as URL or API parameters (strings), empty ones left out. */
export function discoveryParams(filters: DiscoveryFilters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of DISCOVERY_KEYS) {
    const value = filters[key];
    if (value === undefined || value === false) continue;
    out[key] = String(value);
  }
  return out;
}

/** Same discovery filters (the apply button's test). */
export function sameDiscovery(a: DiscoveryFilters, b: DiscoveryFilters): boolean {
  return DISCOVERY_KEYS.every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

/** Whether any discovery filter or order is set. */
export function hasDiscovery(filters: DiscoveryFilters): boolean {
  return DISCOVERY_KEYS.some((key) => filters[key] !== undefined && filters[key] !== false);
}

/**
 * Keeps a change consistent: a kecamatan belongs to its city (a new city or
 * province clears it), and without a position there is no 'terdekat' or radius.
 */
export function settleDiscovery<T extends DiscoveryFilters & { city?: string }>(
  next: T,
  cityChanged: boolean,
): T {
  const settled = { ...next };
  if (cityChanged || !settled.city) settled.districtId = undefined;
  const positioned = settled.lat !== undefined && settled.lng !== undefined;
  if (!positioned) {
    settled.lat = undefined;
    settled.lng = undefined;
    settled.radiusKm = undefined;
    if (settled.sort === 'distance') settled.sort = undefined;
  }
  if (settled.sort === ('relevance' as string)) settled.sort = undefined;
  if (!settled.hasFees) settled.hasFees = undefined;
  if (!settled.noSpp) settled.noSpp = undefined;
  return settled;
}
