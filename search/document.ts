import type { IndexFeeItem, SchoolIndexSource, SearchDocument } from '@core/contracts/search';
import type { FeeEntry, FeeSummary } from '@core/contracts/schools';
import { resolveYearFacts, type RuleLine } from '@core/fee-facts';
import { firstYearLines, unknownKeyItems } from '@core/fee-knowledge';
import {
  countedItems,
  FEE_SUMMARY_KEYS,
  FEE_YEAR,
  initialCost,
  type FeeSummaryKey,
} from '@core/fees';
import { sourceLabel } from '@core/provenance';
import { effectiveStatus } from '@core/school';
import { firstYearCost } from '@core/whole-cost';
import { currentOrNextWindow, jakartaDayNumber, registrationWindows } from '@core/admissions';

/** A favourite says more than a page view: it counts as this many views. */
export const FAVORITE_WEIGHT = 10;

export function popularity(viewCount: number, favoriteCount: number): number {
  return viewCount + favoriteCount * FAVORITE_WEIGHT;
}

/**
 * A category's entry. Several items of one category are variants (uniform for
 * boys and girls, registration tariffs): the entry is the largest of them, as
 * in the initial cost (core/fees countedItems), never their sum.
 */
function feeEntry(items: readonly IndexFeeItem[]): FeeEntry | null {
  if (items.length === 0) return null;
  let largest = items[0]!;
  for (const item of items) if (item.amount > largest.amount) largest = item;
  return {
    amount: largest.amount,
    frequency: largest.frequency,
    source: {
      kind: largest.source,
      label:
        largest.source === 'regulation'
          ? sourceLabel({ kind: 'regulation', ruleTitle: largest.ruleTitle })
          : null,
    },
  };
}

/** Items grouped by category for the variant rule; the code stands in for older sources without a key. */
function withCategoryKeys(items: readonly IndexFeeItem[]): IndexFeeItem[] {
  return items.map((item) => ({
    ...item,
    categoryKey: item.categoryKey ?? (item.categoryCode ? `code:${item.categoryCode}` : null),
  }));
}

export function feeSummary(year: string | null, items: readonly IndexFeeItem[]): FeeSummary | null {
  if (year === null || items.length === 0) return null;
  items = withCategoryKeys(items);
  const onEntry = firstYearLines(items);
  const byKey = {} as Record<FeeSummaryKey, FeeEntry | null>;
  for (const [code, key] of Object.entries(FEE_SUMMARY_KEYS)) {
    byKey[key] = feeEntry(onEntry.filter((item) => item.categoryCode === code));
  }
  return {
    academicYear: year,
    total: initialCost(items),
    firstYearTotal: firstYearCost(
      items.map((item) => ({ ...item, label: item.label ?? item.categoryCode ?? '' })),
    ).total,
    isSample: items.some((item) => item.source === 'sample'),
    unknownItems: unknownKeyItems(
      items.map((item) => ({ ...item, label: item.label ?? item.categoryCode ?? '' })),
    ),
    basis: items.some((item) => item.source !== 'regulation') ? 'own' : 'rule',
    ...byKey,
  };
}

/**
 * When the school's fee facts last changed: its own items' newest change, else
 * (rule facts only) the newest applying rule's effective date, else 0.
 */
function feesChangedAt(source: SchoolIndexSource, updatedAt: number): number {
  if (source.feeItems.length > 0) return source.feesUpdatedAt?.getTime() ?? updatedAt;
  const dates = (source.rules ?? []).map((rule) => Date.parse(rule.effectiveFrom ?? ''));
  return Math.max(0, ...dates.filter((date) => Number.isFinite(date)));
}

/** Distinct fee items stated (variants of one category count once): how complete the facts are. */
function feeFactCount(items: readonly IndexFeeItem[]): number {
  return new Set(
    withCategoryKeys(items).map((item, i) => item.categoryKey ?? item.label ?? `#${i}`),
  ).size;
}

/** A rule's fee as an index item. */
function ruleItem(line: RuleLine): IndexFeeItem {
  return {
    categoryCode: line.categoryCode,
    categoryKey: line.categoryKey,
    amount: 0,
    frequency: line.frequency,
    source: 'regulation',
    label: line.label,
    notes: null,
    ruleTitle: line.rule.title,
  };
}

/**
 * The lines of a school's fee year: its own items, then the fees the rules
 * that apply to it fix for items it states nothing about (core/fee-facts).
 * Schools without items of their own are shown for FEE_YEAR.
 */
function feeYearLines(source: SchoolIndexSource): {
  year: string | null;
  items: IndexFeeItem[];
} {
  const year = source.feeYear ?? FEE_YEAR;
  const own = source.feeItems.map((item) => ({
    ...item,
    label: item.label ?? item.categoryCode ?? '',
  }));
  const facts = resolveYearFacts(own, source.rules ?? [], { year, status: source.status });
  const items = [...source.feeItems, ...facts.ruleLines.map(ruleItem)];
  return { year: items.length > 0 ? year : null, items };
}

/** Words a query may use for the place: district, city and both province names. */
function locationText(source: SchoolIndexSource): string {
  const parts = [source.district?.name, source.city.name, source.province.name];
  if (source.province.officialName !== source.province.name)
    parts.push(source.province.officialName);
  return parts.filter((part): part is string => Boolean(part)).join(', ');
}

/** The registry position unless missing or flagged suspect (far from its regency's schools). */
function trustedPosition(source: SchoolIndexSource): { lat: number; lng: number } | null {
  if (source.lat === null || source.lng === null || source.coordQuality === 'suspect') return null;
  return { lat: source.lat, lng: source.lng };
}

/**
 * The whole search document of one school; pure, so both engines index the
 * same thing. `today` (yyyymmdd, Jakarta; default now) picks the registration window kept.
 */
export function buildSearchDocument(
  source: SchoolIndexSource,
  { today = jakartaDayNumber() }: { today?: number } = {},
): SearchDocument {
  const fees = feeYearLines(source);
  const costs = feeSummary(fees.year, fees.items);
  const monthlyCost = costs
    ? countedItems(firstYearLines(withCategoryKeys(fees.items)))
        .filter((item) => item.frequency === 'Monthly')
        .reduce((sum, item) => sum + item.amount, 0)
    : null;
  const geo = trustedPosition(source);
  const registration = currentOrNextWindow(
    registrationWindows(source.registrationSchedule ?? []),
    today,
  );
  const updatedAt = Math.max(
    source.updatedAt.getTime(),
    source.feesUpdatedAt?.getTime() ?? 0,
    source.createdAt.getTime(),
  );
  return {
    id: source.id,
    npsn: source.npsn,
    name: source.name,
    location: locationText(source),
    educationLevel: source.educationLevel,
    // the Negeri/Swasta filter agrees with the badge: the registry's status, else the name rule
    status: effectiveStatus(source.status, source.name),
    provinceId: source.province.id,
    cityId: source.city.id,
    districtId: source.district?.id ?? null,
    curriculum: source.curriculum,
    totalCost: costs?.total ?? null,
    hasFees: costs !== null,
    popularity: popularity(source.viewCount, source.favoriteCount),
    createdAt: source.createdAt.getTime(),
    updatedAt,
    // what the card shows as 'SPP Bulanan', so the filter agrees with it; none without monthly items
    monthlySpp: costs?.spp?.amount ?? (monthlyCost ? monthlyCost : null),
    feesChangedAt: costs ? feesChangedAt(source, updatedAt) : null,
    feeFacts: costs ? feeFactCount(fees.items) : 0,
    lat: geo?.lat ?? null,
    lng: geo?.lng ?? null,
    registrationOpensOn: registration?.opensOn ?? null,
    registrationClosesOn: registration?.closesOn ?? null,
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
      geo,
      createdAt: source.createdAt.toISOString(),
      updatedAt: source.updatedAt.toISOString(),
    },
  };
}
