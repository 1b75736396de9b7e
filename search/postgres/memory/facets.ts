import type { Facet } from '@core/contracts/search';
import { levelOf, STATUS_NAMES } from './fields';
import type { MemoryIndex } from './index';

export type FacetCounts = Partial<Record<Facet, Record<string, number>>>;

/** Counts facet values over the matching slots; facets not asked for count into a sink. */
export class FacetCounter {
  readonly level: Int32Array;
  readonly status: Int32Array;
  readonly province: Int32Array;
  readonly city: Int32Array;

  constructor(
    private readonly ix: MemoryIndex,
    private readonly facets: readonly Facet[],
  ) {
    this.level = new Int32Array(16);
    this.status = new Int32Array(4);
    this.province = new Int32Array(ix.provinces.values.length);
    this.city = new Int32Array(ix.cities.values.length);
  }

  /** Counts the slots results[0 .. n). */
  countAll(results: Int32Array, n: number): void {
    const ix = this.ix;
    const { level, status, province, city } = this;
    const want = (facet: Facet) => this.facets.includes(facet);
    if (want('educationLevel')) for (let i = 0; i < n; i++) level[ix.level[results[i]!]!]!++;
    if (want('status')) for (let i = 0; i < n; i++) status[ix.status[results[i]!]!]!++;
    if (want('provinceId')) for (let i = 0; i < n; i++) province[ix.province[results[i]!]!]!++;
    if (want('cityId')) for (let i = 0; i < n; i++) city[ix.city[results[i]!]!]!++;
  }

  result(): FacetCounts {
    const out: FacetCounts = {};
    const collect = (counts: Int32Array, name: (code: number) => string | undefined) => {
      const record: Record<string, number> = {};
      for (let code = 1; code < counts.length; code++) {
        const key = name(code);
        if (counts[code]! > 0 && key) record[key] = counts[code]!;
      }
      return record;
    };
    for (const facet of this.facets) {
      if (facet === 'educationLevel') out[facet] = collect(this.level, levelOf);
      if (facet === 'status') out[facet] = collect(this.status, (c) => STATUS_NAMES[c]);
      if (facet === 'provinceId')
        out[facet] = collect(this.province, (c) => this.ix.provinces.values[c]);
      if (facet === 'cityId') out[facet] = collect(this.city, (c) => this.ix.cities.values[c]);
    }
    return out;
  }
}
