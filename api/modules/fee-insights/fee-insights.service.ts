import type { FeeInsights, SchoolFacts } from '@core/contracts/insights';
import { resolveYearFacts, rulesFixFees, type RuleLine } from '@core/fee-facts';
import { feeHistory } from '@core/fee-history';
import { statedBySchool } from '@core/fee-knowledge';
import { bpsLevelsOf, pickHouseholdSpending } from '@core/household-spending';
import { FEE_YEAR } from '@core/fees';
import { isPublicSchool } from '@core/school';
import { checkSchoolFacts } from '@core/school-facts';
import { schoolShareImagePath, schoolShareSubject } from '@core/share';
import { schoolYearlyIncrease, type FeeLine } from '@core/whole-cost';
import type { Sql } from '@db/client';
import { benchmarksOfAreas } from '@db/queries/benchmarks';
import { academicYearNamed } from '@db/queries/fee-facts';
import { rulesOfSchools } from '@db/queries/fee-rules';
import { loadFeeSchools, type FeeLineRow } from '@db/queries/fee-lines';
import {
  householdSpendingOf,
  minimumWagesOf,
  schoolAreas,
  schoolStatsOf,
} from '@db/queries/insights';
import { shareImageHashes } from '@db/queries/share-images';
import { notFound } from '../../http/errors';
import { SCHOOL_NOT_FOUND } from '@core/messages';
import { areasOf, yearInsight, type YearInput } from './year-insight';

const realOrSample = (source: string) => (source === 'sample' ? 'sample' : 'real');

/** The lines rules add to a year of a school: fees they fix for items it does not state. */
type RuleLinesOf = (
  academicYearId: number,
  year: string,
  own: readonly FeeLineRow[],
) => FeeLineRow[];

/**
 * A school's years of fees, each with the lines of one dataset: its real fees
 * when it has any that year, else the sample ones; then the lines rules fix
 * (issue 20). `ruleYear` is the fee year when rules alone give it facts. Newest first.
 */
function yearsOf(
  items: readonly FeeLineRow[],
  ruleLinesOf: RuleLinesOf,
  ruleYear: { id: number; year: string } | null,
): YearInput[] {
  const byYear = new Map<number, FeeLineRow[]>();
  for (const item of items)
    byYear.set(item.academicYearId, [...(byYear.get(item.academicYearId) ?? []), item]);
  if (ruleYear && !byYear.has(ruleYear.id)) byYear.set(ruleYear.id, []);
  const years: YearInput[] = [];
  for (const [academicYearId, lines] of byYear) {
    const real = lines.filter((line) => realOrSample(line.source) === 'real');
    const own = real.length > 0 || lines.length === 0 ? real : lines;
    const year = lines[0]?.year ?? ruleYear!.year;
    years.push({
      academicYearId,
      year,
      dataset: real.length > 0 || lines.length === 0 ? 'real' : 'sample',
      lines: [...own, ...ruleLinesOf(academicYearId, year, own)],
    });
  }
  return years.filter((year) => year.lines.length > 0).sort((a, b) => b.year.localeCompare(a.year));
}

/** A rule's fee as one of the school's lines (source 'regulation'). */
function ruleLineRow(academicYearId: number, year: string, line: RuleLine): FeeLineRow {
  return {
    academicYearId,
    year,
    source: 'regulation',
    amount: 0,
    frequency: line.frequency,
    categoryCode: line.categoryCode,
    categoryKey: line.categoryKey,
    label: line.label,
    notes: null,
    yearOfStudy: null,
  };
}

/**
 * The school page's whole-cost insights: computed per request from the
 * school's own cost items (cheap, always current) and read from the benchmark
 * projection for its areas; nothing area-wide is computed here.
 */
export class FeeInsightsService {
  constructor(private readonly sql: Sql) {}

  async forSchool(schoolId: number): Promise<FeeInsights> {
    const [[school], areaRow, hashes, rulesBySchool, feeYear] = await Promise.all([
      loadFeeSchools(this.sql, [schoolId]),
      schoolAreas(this.sql, schoolId),
      shareImageHashes(this.sql, [schoolShareSubject(schoolId)]),
      rulesOfSchools(this.sql, [schoolId]),
      academicYearNamed(this.sql, FEE_YEAR),
    ]);
    if (!school || !areaRow) throw notFound(SCHOOL_NOT_FOUND);
    const status = isPublicSchool(school.status, school.name) ? 'public' : 'private';
    const areas = areasOf(areaRow);
    // the school's own fees are unknown: BPS's household spending gives context
    const bpsLevels = statedBySchool(school.items.map((item) => item.source))
      ? null
      : bpsLevelsOf(school.educationLevel);
    const [benchmarks, wages, spending] = await Promise.all([
      school.items.length > 0
        ? benchmarksOfAreas(this.sql, areas, school.educationLevel, status)
        : Promise.resolve([]),
      minimumWagesOf(this.sql, areaRow.provinceCode),
      bpsLevels ? householdSpendingOf(this.sql, bpsLevels) : Promise.resolve([]),
    ]);

    // the registry's status, never the name, says which rules apply (core/fee-rules)
    const rules = rulesBySchool.get(schoolId) ?? [];
    const ruleLinesOf: RuleLinesOf = (academicYearId, year, own) =>
      resolveYearFacts(own, rules, { year, status: school.status }).ruleLines.map((line) =>
        ruleLineRow(academicYearId, year, line),
      );
    const ruleYear =
      feeYear && rulesFixFees(rules, { year: FEE_YEAR, status: school.status }) ? feeYear : null;
    const years = yearsOf(school.items, ruleLinesOf, ruleYear);
    const growthOf = (dataset: 'real' | 'sample') =>
      schoolYearlyIncrease(years.filter((year) => year.dataset === dataset));
    const growth = { real: growthOf('real'), sample: growthOf('sample') };
    const hash = hashes.get(schoolShareSubject(schoolId));
    return {
      schoolId,
      years: years.map((year) =>
        yearInsight({
          level: school.educationLevel,
          year,
          schoolGrowth: growth[year.dataset],
          areas,
          benchmarks,
          wages,
        }),
      ),
      // one dataset: real years are never charted beside demo ones
      history: feeHistory(
        years
          .filter((year) => year.dataset === years[0]?.dataset)
          .map((year) => ({ year: year.year, lines: year.lines as readonly FeeLine[] })),
      ),
      shareImagePath: hash ? schoolShareImagePath(schoolId, hash) : null,
      householdSpending: pickHouseholdSpending(spending, areaRow.provinceCode),
    };
  }

  /** Students, teachers and study groups, or null when the registry has none for the school. */
  async facts(schoolId: number): Promise<SchoolFacts | null> {
    const [areaRow, stats] = await Promise.all([
      schoolAreas(this.sql, schoolId),
      schoolStatsOf(this.sql, schoolId),
    ]);
    if (!areaRow) throw notFound(SCHOOL_NOT_FOUND);
    if (!stats) return null;
    // implausible figures (0 pupils, more than 60 per teacher) are left out or caveated
    return { schoolId, ...stats, ...checkSchoolFacts(stats) };
  }
}
