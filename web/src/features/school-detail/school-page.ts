// Pure rules of the school page (SPEC §2 'School detail'), kept apart from
// the components so they are tested without a browser.
import type { FeeFactLine } from '@core/contracts/fee-facts';
import type { AcademicYear, FeeSource, SchoolDetail } from '@core/contracts/schools';
import { isLaterYearFee, statedBySchool, unknownKeyItems, type KeyItem } from '@core/fee-knowledge';
import {
  FREQUENCY_LABELS,
  costBreakdown,
  countedItems,
  initialCost,
  type CostBreakdown,
} from '@core/fees';

/**
 * The year whose costs show: the one the visitor picked when it has costs,
 * else the newest (costYears arrive newest first).
 */
export function pickYear<Year extends AcademicYear>(
  costYears: readonly Year[],
  chosenId: number | null,
): Year | undefined {
  return costYears.find((year) => year.id === chosenId) ?? costYears[0];
}

interface CostRow {
  /** 'item:123' or 'rule:R01:spp' */
  key: string;
  name: string;
  description: string | null;
  notes: string | null;
  frequencyLabel: string;
  amount: number;
  /** the item has a school-specific category (SPEC §2) */
  schoolSpecific: boolean;
  /** where the fee comes from: its line, the contributor credited, the document, the rule */
  source: FeeSource;
  /** a later year of study (2 …) whose fee the price list fixes; null for the year of entry */
  yearOfStudy: number | null;
  /** a no-fee rule this line contradicts */
  conflict: FeeFactLine['conflict'];
}

export interface CostTable {
  rows: CostRow[];
  breakdown: CostBreakdown;
  /** 'Total Biaya Awal': one-time + first month + yearly (see core/fees) */
  initialTotal: number;
  /** generated demo fees: shown with a 'Data contoh' badge */
  isSample: boolean;
  /** some lines are variants of one fee (putra/putri, gelombang 1/2): the total counts the largest */
  hasVariants: boolean;
  /** some lines are fees a rule fixes, not the school's own */
  hasRuleLines: boolean;
  /** SPP, uang pangkal, seragam or buku nobody stated: 'Total Biaya Awal' is then a minimum */
  unknownItems: KeyItem[];
  /** the school's side stated some line (else only a rule did): 'tidak dicantumkan' vs 'belum diketahui' */
  statedBySchool: boolean;
  /** some lines are fees of later years of study, outside 'Total Biaya Awal' */
  hasLaterYears: boolean;
}

/** Lines of one category are variants of one fee: a school's category by name, a global one by code. */
const categoryKeyOf = (line: FeeFactLine) =>
  line.schoolSpecific
    ? `s:${line.name.toLowerCase()}`
    : line.categoryCode
      ? `g:${line.categoryCode}`
      : null;

export function costTable(lines: readonly FeeFactLine[]): CostTable {
  const items = lines.map((line) => ({ ...line, categoryKey: categoryKeyOf(line) }));
  const onEntry = items.filter((item) => !isLaterYearFee(item));
  return {
    rows: lines.map((line) => ({
      key: line.key,
      name: line.name,
      description: line.description,
      notes: line.notes?.trim() || null,
      frequencyLabel: FREQUENCY_LABELS[line.frequency],
      amount: line.amount,
      schoolSpecific: line.schoolSpecific,
      source: line.source,
      conflict: line.conflict,
      yearOfStudy: line.yearOfStudy ?? null,
    })),
    breakdown: costBreakdown(items),
    initialTotal: initialCost(items),
    isSample: lines.some((line) => line.source.kind === 'sample'),
    hasVariants: countedItems(onEntry).length < onEntry.length,
    hasRuleLines: lines.some((line) => line.source.kind === 'regulation'),
    unknownItems: unknownKeyItems(
      lines.map((line) => ({
        categoryCode: line.categoryCode,
        label: line.name,
        frequency: line.frequency,
        yearOfStudy: line.yearOfStudy,
      })),
    ),
    statedBySchool: statedBySchool(lines.map((line) => line.source.kind)),
    hasLaterYears: onEntry.length < items.length,
  };
}

type AddressSource = Pick<
  SchoolDetail,
  'streetAddress' | 'subdistrict' | 'villageName' | 'district' | 'city' | 'province' | 'postalCode'
>;

/** Street, subdistrict, district, city, province, postal code; blanks skipped. */
export function fullAddress(school: AddressSource): string {
  return [
    school.streetAddress,
    school.subdistrict?.name || school.villageName,
    school.district?.name,
    school.city.name,
    school.province.name,
    school.postalCode,
  ]
    .map((part) => part?.trim())
    .filter((part): part is string => !!part && part !== '-')
    .join(', ');
}

/** Facilities are newline-separated text (SPEC §3): one per line, blanks dropped. */
export function facilityLines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
