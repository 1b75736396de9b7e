import type { GeoPoint, SearchFilters } from '@core/contracts/search';
import { chordSquaredForKm, unitVector } from '@core/geo';
import { LEVEL_CODES, STATUS_CODES } from './fields';
import type { MemoryIndex } from './index';

/** Filters turned into codes of one index; -1 = not filtered. */
export interface CompiledFilter {
  /** a filter names a value no document has: nothing can match */
  impossible: boolean;
  /** bit per level code; 0 = any level */
  levels: number;
  status: number;
  province: number;
  city: number;
  district: number;
  curricula: Uint8Array | null;
  minCost: number;
  maxCost: number;
  costBounded: boolean;
  minSpp: number;
  maxSpp: number;
  sppBounded: boolean;
  hasFees: number;
  /** registration open on this day (yyyymmdd); 0 = not filtered */
  registrationDay: number;
  /** only schools with a trusted position (distance order, radius) */
  positioned: boolean;
  /** origin as a unit vector, and the largest squared chord allowed (Infinity = no radius) */
  ox: number;
  oy: number;
  oz: number;
  maxChord2: number;
  /** inside a box of degrees (west > east crosses the antimeridian) */
  boxed: boolean;
  west: number;
  south: number;
  east: number;
  north: number;
  /** squared chord of the slot `passes` checked last (distance order reads it, not recomputes it) */
  lastChord2: number;
  any: boolean;
  /** whether any filter but the position is set */
  anyButPosition: boolean;
}

export interface FilterOptions {
  origin?: GeoPoint;
  /** leave out schools without a trusted position even without a radius */
  positioned?: boolean;
}

export function compileFilter(
  index: MemoryIndex,
  filters: SearchFilters = {},
  options: FilterOptions = {},
): CompiledFilter {
  let impossible = false;
  const code = (value: string | undefined, find: (v: string) => number) => {
    if (value === undefined) return -1;
    const c = find(value);
    if (c < 0) impossible = true;
    return c;
  };
  let levels = 0;
  if (filters.educationLevel !== undefined) {
    const wanted =
      typeof filters.educationLevel === 'string'
        ? [filters.educationLevel]
        : filters.educationLevel;
    for (const level of wanted) levels |= 1 << (LEVEL_CODES.get(level) ?? 0);
    if (wanted.length === 0) impossible = true;
  }
  const status = code(filters.status, (v) => STATUS_CODES.get(v) ?? -1);
  const province = code(filters.provinceId, (v) => index.provinces.find(v));
  const city = code(filters.cityId, (v) => index.cities.find(v));
  const district = code(filters.districtId, (v) => index.districts.find(v));
  let curricula: Uint8Array | null = null;
  if (filters.curriculum && filters.curriculum.length > 0) {
    curricula = new Uint8Array(index.curricula.values.length);
    let known = 0;
    for (const value of filters.curriculum) {
      const c = index.curricula.find(value);
      if (c > 0) {
        curricula[c] = 1;
        known++;
      }
    }
    if (known === 0) impossible = true;
  }
  const costBounded = filters.minCost !== undefined || filters.maxCost !== undefined;
  const sppBounded = filters.minSpp !== undefined || filters.maxSpp !== undefined;
  const hasFees = filters.hasFees === undefined ? -1 : filters.hasFees ? 1 : 0;
  const registrationDay = filters.registrationOpenOn ?? 0;
  const origin = options.origin;
  const radius = origin && filters.radiusKm !== undefined;
  const [ox, oy, oz] = origin ? unitVector(origin.lat, origin.lng) : [0, 0, 0];
  const positioned = !!(radius || (options.positioned && origin));
  const box = filters.bbox;
  const anyButPosition =
    box !== undefined ||
    levels !== 0 ||
    status >= 0 ||
    province >= 0 ||
    city >= 0 ||
    district >= 0 ||
    curricula !== null ||
    costBounded ||
    sppBounded ||
    hasFees >= 0 ||
    registrationDay > 0;
  const any = anyButPosition || positioned;
  return {
    impossible,
    levels,
    status,
    province,
    city,
    district,
    curricula,
    minCost: filters.minCost ?? Number.NEGATIVE_INFINITY,
    maxCost: filters.maxCost ?? Number.POSITIVE_INFINITY,
    costBounded,
    minSpp: filters.minSpp ?? Number.NEGATIVE_INFINITY,
    maxSpp: filters.maxSpp ?? Number.POSITIVE_INFINITY,
    sppBounded,
    hasFees,
    registrationDay,
    positioned,
    ox,
    oy,
    oz,
    maxChord2: radius ? chordSquaredForKm(filters.radiusKm!) : Number.POSITIVE_INFINITY,
    lastChord2: Number.NaN,
    boxed: box !== undefined,
    west: box?.west ?? 0,
    south: box?.south ?? 0,
    east: box?.east ?? 0,
    north: box?.north ?? 0,
    any,
    anyButPosition,
  };
}

/** Squared chord from the filter's origin to a slot; NaN when the slot has no position. */
export function chord2(ix: MemoryIndex, f: CompiledFilter, s: number): number {
  const dx = ix.geoX[s]! - f.ox;
  const dy = ix.geoY[s]! - f.oy;
  const dz = ix.geoZ[s]! - f.oz;
  return dx * dx + dy * dy + dz * dz;
}

/** Whether a live slot passes the filter. */
export function passes(ix: MemoryIndex, f: CompiledFilter, s: number): boolean {
  if (!f.any) return true;
  if (f.levels !== 0 && (f.levels & (1 << ix.level[s]!)) === 0) return false;
  if (f.province >= 0 && ix.province[s] !== f.province) return false;
  if (f.city >= 0 && ix.city[s] !== f.city) return false;
  if (f.district >= 0 && ix.district[s] !== f.district) return false;
  if (f.status >= 0 && ix.status[s] !== f.status) return false;
  if (f.hasFees >= 0 && ix.hasFees[s] !== f.hasFees) return false;
  if (
    f.registrationDay > 0 &&
    !(
      ix.regOpens[s]! > 0 &&
      ix.regOpens[s]! <= f.registrationDay &&
      f.registrationDay <= ix.regCloses[s]!
    )
  )
    return false;
  if (f.curricula !== null && f.curricula[ix.curriculum[s]!] !== 1) return false;
  if (f.costBounded) {
    // documents without fees are left out once a bound is given (NaN fails both tests)
    const cost = ix.totalCost[s]!;
    if (!(cost >= f.minCost && cost <= f.maxCost)) return false;
  }
  if (f.sppBounded) {
    const spp = ix.monthlySpp[s]!;
    if (!(spp >= f.minSpp && spp <= f.maxSpp)) return false;
  }
  if (f.boxed && !inBox(ix, f, s)) return false;
  if (f.positioned) {
    // NaN (no position) fails the comparison
    f.lastChord2 = chord2(ix, f, s);
    if (!(f.lastChord2 <= f.maxChord2)) return false;
  }
  return true;
}

/** Whether a slot's position is inside the filter's box (NaN, no position, is not). */
function inBox(ix: MemoryIndex, f: CompiledFilter, s: number): boolean {
  const lat = ix.lat[s]!;
  if (!(lat >= f.south && lat <= f.north)) return false;
  const lng = ix.lng[s]!;
  return f.west <= f.east ? lng >= f.west && lng <= f.east : lng >= f.west || lng <= f.east;
}
