import type { SearchFilters } from '@core/contracts/search';
import { LEVEL_CODES, STATUS_CODES } from './fields';
import type { MemoryIndex } from './index';

/** Filters turned into codes of one index; -1 = not filtered. */
export interface CompiledFilter {
  /** a filter names a value no document has: nothing can match */
  impossible: boolean;
  level: number;
  status: number;
  province: number;
  city: number;
  district: number;
  curricula: Uint8Array | null;
  minCost: number;
  maxCost: number;
  costBounded: boolean;
  hasFees: number;
  any: boolean;
}

export function compileFilter(index: MemoryIndex, filters: SearchFilters = {}): CompiledFilter {
  let impossible = false;
  const code = (value: string | undefined, find: (v: string) => number) => {
    if (value === undefined) return -1;
    const c = find(value);
    if (c < 0) impossible = true;
    return c;
  };
  const level = code(filters.educationLevel, (v) => LEVEL_CODES.get(v) ?? -1);
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
  const minCost = filters.minCost ?? Number.NEGATIVE_INFINITY;
  const maxCost = filters.maxCost ?? Number.POSITIVE_INFINITY;
  const costBounded = filters.minCost !== undefined || filters.maxCost !== undefined;
  const hasFees = filters.hasFees === undefined ? -1 : filters.hasFees ? 1 : 0;
  const any =
    level >= 0 ||
    status >= 0 ||
    province >= 0 ||
    city >= 0 ||
    district >= 0 ||
    curricula !== null ||
    costBounded ||
    hasFees >= 0;
  return {
    impossible,
    level,
    status,
    province,
    city,
    district,
    curricula,
    minCost,
    maxCost,
    costBounded,
    hasFees,
    any,
  };
}

/** Whether a live slot passes the filter. */
export function passes(ix: MemoryIndex, f: CompiledFilter, s: number): boolean {
  if (!f.any) return true;
  if (f.level >= 0 && ix.level[s] !== f.level) return false;
  if (f.province >= 0 && ix.province[s] !== f.province) return false;
  if (f.city >= 0 && ix.city[s] !== f.city) return false;
  if (f.district >= 0 && ix.district[s] !== f.district) return false;
  if (f.status >= 0 && ix.status[s] !== f.status) return false;
  if (f.hasFees >= 0 && ix.hasFees[s] !== f.hasFees) return false;
  if (f.curricula !== null && f.curricula[ix.curriculum[s]!] !== 1) return false;
  if (f.costBounded) {
    // documents without fees are left out once a bound is given (NaN fails both tests)
    const cost = ix.totalCost[s]!;
    if (!(cost >= f.minCost && cost <= f.maxCost)) return false;
  }
  return true;
}
