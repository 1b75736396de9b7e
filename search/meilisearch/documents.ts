import type { GeoPoint, SearchDocument, SearchFilters, SearchQuery } from '@core/contracts/search';
import { alternativeText, normalizeText, writtenWordCount } from '../normalize';
import { parseQuery } from '../query-words';

/** What Meilisearch stores: the document plus normalised text to search. */
export type MeiliDocument = SearchDocument & {
  searchName: string;
  searchLocation: string;
  searchAlias: string;
  sortName: string;
  /** Meilisearch's geo field, only for a trusted position */
  _geo?: GeoPoint;
  hasGeo: boolean;
  /** 1 when the amount is known: sorted first so unknown amounts come last in both directions */
  costKnown: number;
  sppKnown: number;
  /** 1 when the school has fee facts: 'fees_recent' puts schools without them last */
  feesKnown: number;
  /** words the name is written with, for the ranking rule after exactness */
  nameWords: number;
};

/** Fields returned with hits: the search document, not the search-only text. */
export const RETRIEVED: (keyof SearchDocument)[] = [
  'id',
  'npsn',
  'name',
  'location',
  'educationLevel',
  'status',
  'provinceId',
  'cityId',
  'districtId',
  'curriculum',
  'totalCost',
  'hasFees',
  'popularity',
  'createdAt',
  'updatedAt',
  'monthlySpp',
  'feesChangedAt',
  'feeFacts',
  'lat',
  'lng',
  'registrationOpensOn',
  'registrationClosesOn',
  'school',
];

export function toMeiliDocument(doc: SearchDocument): MeiliDocument {
  const positioned = doc.lat !== null && doc.lng !== null;
  return {
    ...doc,
    ...(positioned ? { _geo: { lat: doc.lat!, lng: doc.lng! } } : {}),
    hasGeo: positioned,
    costKnown: doc.totalCost === null ? 0 : 1,
    sppKnown: doc.monthlySpp === null ? 0 : 1,
    feesKnown: doc.feesChangedAt === null ? 0 : 1,
    searchName: normalizeText(doc.name),
    searchLocation: normalizeText(doc.location),
    searchAlias: [alternativeText(doc.name), alternativeText(doc.location)]
      .filter(Boolean)
      .join(' '),
    sortName: doc.name.toLowerCase(),
    nameWords: writtenWordCount(doc.name),
  };
}

export function fromMeiliHit(hit: Record<string, unknown>): SearchDocument {
  const doc: Record<string, unknown> = {};
  for (const key of RETRIEVED) doc[key] = hit[key] ?? null;
  return doc as SearchDocument;
}

/**
 * A filter value as a quoted Meilisearch string. The filter parser takes `\"`
 * for a quote inside the value and then unescapes the whole value as a string
 * literal (since 1.4: a backslash must be written `\\`), so both are escaped.
 */
export const quoteFilterValue = (value: string) =>
  `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const quote = quoteFilterValue;

export function meiliFilter(
  filters: SearchFilters = {},
  origin?: GeoPoint,
  sort?: SearchQuery['sort'],
): string[] {
  const out: string[] = [];
  if (filters.provinceId !== undefined) out.push(`provinceId = ${quote(filters.provinceId)}`);
  if (filters.cityId !== undefined) out.push(`cityId = ${quote(filters.cityId)}`);
  if (filters.districtId !== undefined) out.push(`districtId = ${quote(filters.districtId)}`);
  if (typeof filters.educationLevel === 'string')
    out.push(`educationLevel = ${quote(filters.educationLevel)}`);
  else if (filters.educationLevel !== undefined)
    out.push(`educationLevel IN [${filters.educationLevel.map(quote).join(', ')}]`);
  if (filters.status !== undefined) out.push(`status = ${quote(filters.status)}`);
  if (filters.curriculum && filters.curriculum.length > 0)
    out.push(`curriculum IN [${filters.curriculum.map(quote).join(', ')}]`);
  // a document without fees has a null totalCost, which no comparison matches
  if (filters.minCost !== undefined) out.push(`totalCost >= ${filters.minCost}`);
  if (filters.maxCost !== undefined) out.push(`totalCost <= ${filters.maxCost}`);
  if (filters.minSpp !== undefined) out.push(`monthlySpp >= ${filters.minSpp}`);
  if (filters.maxSpp !== undefined) out.push(`monthlySpp <= ${filters.maxSpp}`);
  if (filters.hasFees !== undefined) out.push(`hasFees = ${filters.hasFees}`);
  if (filters.bbox) {
    // top-right corner, then bottom-left
    const { north, east, south, west } = filters.bbox;
    out.push(`_geoBoundingBox([${north}, ${east}], [${south}, ${west}])`);
  }
  // a document without a window has nulls, which no comparison matches
  if (filters.registrationOpenOn !== undefined)
    out.push(
      `registrationOpensOn <= ${filters.registrationOpenOn}`,
      `registrationClosesOn >= ${filters.registrationOpenOn}`,
    );
  if (origin && filters.radiusKm !== undefined)
    out.push(`_geoRadius(${origin.lat}, ${origin.lng}, ${Math.round(filters.radiusKm * 1000)})`);
  // distance results leave out schools without a trusted position
  else if (origin && sort === 'distance') out.push('hasGeo = true');
  return out;
}

/** The sort parameter: strict, since the 'sort' ranking rule comes first. */
export function meiliSort(sort: SearchQuery['sort'], origin?: GeoPoint): string[] | undefined {
  switch (sort) {
    case 'recent':
      return ['updatedAt:desc', 'id:desc'];
    case 'name':
      return ['sortName:asc'];
    case 'cost_asc':
      return ['costKnown:desc', 'totalCost:asc'];
    case 'cost_desc':
      return ['costKnown:desc', 'totalCost:desc'];
    case 'spp_asc':
      return ['sppKnown:desc', 'monthlySpp:asc'];
    case 'spp_desc':
      return ['sppKnown:desc', 'monthlySpp:desc'];
    case 'fees_recent':
      return ['feesKnown:desc', 'feesChangedAt:desc', 'feeFacts:desc', 'popularity:desc'];
    case 'distance':
      return origin ? [`_geoPoint(${origin.lat}, ${origin.lng}):asc`] : undefined;
    default:
      return undefined;
  }
}

/**
 * The query's words as the built-in engine sees them, as text for
 * Meilisearch: normalised, and ending in a space unless the last word is to be
 * matched as a prefix (Meilisearch's rule), so numbers are never prefixes.
 */
export function meiliQueries(text: string | undefined): string[] {
  const words = parseQuery(text ?? '');
  if (words.length === 0) return [''];
  // the 'last' strategy: all words, then without the last one, and so on
  return words.map((_, i) => {
    const kept = words.slice(0, words.length - i);
    const last = kept.at(-1)!;
    const prefix = last.prefix && i === 0;
    return kept.map((w) => w.text).join(' ') + (prefix ? '' : ' ');
  });
}
