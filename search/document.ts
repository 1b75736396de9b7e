import type { IndexFeeItem, SchoolIndexSource, SearchDocument } from '@core/contracts/search';
import type { FeeEntry, FeeSummary } from '@core/contracts/schools';
import { FEE_SUMMARY_KEYS, initialCost, type FeeSummaryKey } from '@core/fees';
import { firstYearCost } from '@core/whole-cost';

/** A favourite says more than a page view: it counts as this many views. */
export const FAVORITE_WEIGHT = 10;

export function popularity(viewCount: number, favoriteCount: number): number {
  return viewCount + favoriteCount * FAVORITE_WEIGHT;
}

/**
 * One category's items summed. The frequency shown is the one of the largest
 * item: a category normally has one item, and when it has several the biggest
 * one says best how it is paid.
 */
function feeEntry(items: readonly IndexFeeItem[]): FeeEntry | null {
  if (items.length === 0) return null;
  let largest = items[0]!;
  let amount = 0;
  for (const item of items) {
    amount += item.amount;
    if (item.amount > largest.amount) largest = item;
  }
  return { amount, frequency: largest.frequency };
}

export function feeSummary(year: string | null, items: readonly IndexFeeItem[]): FeeSummary | null {
  if (year === null || items.length === 0) return null;
  const byKey = {} as Record<FeeSummaryKey, FeeEntry | null>;
  for (const [code, key] of Object.entries(FEE_SUMMARY_KEYS)) {
    byKey[key] = feeEntry(items.filter((item) => item.categoryCode === code));
  }
  return {
    academicYear: year,
    total: initialCost(items),
    firstYearTotal: firstYearCost(
      items.map((item) => ({ ...item, label: item.label ?? item.categoryCode ?? '' })),
    ).total,
    isSample: items.some((item) => item.source === 'sample'),
    ...byKey,
  };
}

/** Words a query may use for the place: district, city and both province names. */
function locationText(source: SchoolIndexSource): string {
  const parts = [source.district?.name, source.city.name, source.province.name];
  if (source.province.officialName !== source.province.name)
    parts.push(source.province.officialName);
  return parts.filter((part): part is string => Boolean(part)).join(', ');
}

/** The whole search document of one school; pure, so both engines index the same thing. */
export function buildSearchDocument(source: SchoolIndexSource): SearchDocument {
  const costs = feeSummary(source.feeYear, source.feeItems);
  const monthlyCost = costs
    ? source.feeItems
        .filter((item) => item.frequency === 'Monthly')
        .reduce((sum, item) => sum + item.amount, 0)
    : null;
  return {
    id: source.id,
    npsn: source.npsn,
    name: source.name,
    location: locationText(source),
    educationLevel: source.educationLevel,
    status: source.status,
    provinceId: source.province.id,
    cityId: source.city.id,
    districtId: source.district?.id ?? null,
    curriculum: source.curriculum,
    totalCost: costs?.total ?? null,
    hasFees: costs !== null,
    popularity: popularity(source.viewCount, source.favoriteCount),
    createdAt: source.createdAt.getTime(),
    school: {
      id: source.id,
      npsn: source.npsn,
      slug: source.slug,
      name: source.name,
      educationLevel: source.educationLevel,
      form: source.form,
      status: source.status,
      description: source.description,
      curriculum: source.curriculum,
      accreditation: source.accreditation,
      group: source.group,
      district: source.district ? { id: source.district.id, name: source.district.name } : null,
      city: { ...source.city },
      province: { id: source.province.id, name: source.province.name, slug: source.province.slug },
      monthlyCost,
      costs,
      createdAt: source.createdAt.toISOString(),
      updatedAt: source.updatedAt.toISOString(),
    },
  };
}
