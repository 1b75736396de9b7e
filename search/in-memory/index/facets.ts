import type { Facet } from '@core/contracts/search';
import { levelOf, STATUS_NAMES } from './fields';
import type { MemoryIndex } from './index';

export type FacetCounts = Partial<Record<Facet, Record<string, number>>>;

/** Counts facet values over the matching slots (all four; only those asked for are returned). */
export class FacetCounter {
  private readonly level: Int32Array;
  private readonly status: Int32Array;
  private readonly province: Int32Array;
  private readonly city: Int32Array;

  constructor(
    private readonly ix: MemoryIndex,
    private readonly facets: readonly Facet[],
  ) {
    this.level = new Int32Array(16);
    this.status = new Int32Array(4);
    this.province = new Int32Array(ix.provinces.values.length);
    this.city = new Int32Array(ix.cities.values.length);
  }

  /** whether any facet was asked for */
  get counting(): boolean {
    return this.facets.length > 0;
  }

  count(s: number): void {
    const ix = this.ix;
    this.level[ix.level[s]!]!++;
    this.status[ix.status[s]!]!++;
    this.province[ix.province[s]!]!++;
    this.city[ix.city[s]!]!++;
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
