// Pure assembly of one academic year's insights from the school's lines, the
// benchmark rows of its areas and the province's UMP (rules live in core).
import { wageForYear, type MinimumWage } from '@core/affordability';
import {
  areaDisplayName,
  isShown,
  type AreaKind,
  type BenchmarkDataset,
  type BenchmarkMetric,
} from '@core/benchmarks';
import type { SchoolBenchmark, YearInsight } from '@core/contracts/insights';
import { statedBySchool } from '@core/fee-knowledge';
import type { EducationLevel } from '@core/levels';
import {
  academicStartYear,
  chooseGrowth,
  entryFee,
  firstYearCost,
  monthlySpp,
  type FeeLine,
  type SchoolIncrease,
} from '@core/whole-cost';
import { costToGraduation } from '@core/graduation-estimate';
import type { BenchmarkRow } from '@db/queries/benchmarks';
import type { SchoolAreasRow } from '@db/queries/insights';

export interface Area {
  kind: AreaKind;
  code: string;
  name: string;
}

/** Kecamatan, city, province: most specific first. */
export function areasOf(school: SchoolAreasRow): Area[] {
  const areas: Area[] = [];
  if (school.districtCode && school.districtName)
    areas.push({
      kind: 'district',
      code: school.districtCode,
      name: areaDisplayName('district', school.districtName),
    });
  areas.push({ kind: 'city', code: school.cityCode, name: school.cityName });
  areas.push({ kind: 'province', code: school.provinceCode, name: school.provinceName });
  return areas;
}

const DB_METRIC: Record<BenchmarkMetric | 'growth', BenchmarkRow['metric']> = {
  spp: 'spp',
  entry: 'entry',
  firstYear: 'first_year',
  growth: 'growth',
};

/**
 * The row of an area for a metric and year with at least 5 schools: from the
 * same dataset as the school's fees when it has enough schools, else from the
 * other one (in development: sample fees, labelled). Never a mix.
 */
function pickBenchmark(
  rows: readonly BenchmarkRow[],
  area: Area,
  metric: BenchmarkMetric | 'growth',
  year: string,
  dataset: BenchmarkDataset,
): BenchmarkRow | undefined {
  const candidates = rows.filter(
    (row) =>
      row.areaKind === area.kind &&
      row.areaCode === area.code &&
      row.metric === DB_METRIC[metric] &&
      row.year === (metric === 'growth' ? '' : year) &&
      isShown(row),
  );
  return (
    candidates.find((row) => row.dataset === dataset) ??
    candidates.find((row) => row.dataset !== dataset)
  );
}

const toStats = (row: BenchmarkRow) => ({
  n: row.n,
  p25: row.p25,
  median: row.median,
  p75: row.p75,
  points: row.points,
});

export interface YearInput {
  academicYearId: number;
  year: string;
  dataset: BenchmarkDataset;
  lines: readonly FeeLine[];
}

export function yearInsight(input: {
  level: EducationLevel;
  year: YearInput;
  /** the school's own average yearly increase over the years of this dataset */
  schoolGrowth: SchoolIncrease | null;
  areas: readonly Area[];
  benchmarks: readonly BenchmarkRow[];
  wages: readonly MinimumWage[];
}): YearInsight {
  const { year, areas, benchmarks } = input;
  const firstYear = firstYearCost(year.lines);
  const spp = monthlySpp(year.lines);
  const entry = entryFee(year.lines);

  let areaGrowth: { row: BenchmarkRow; area: Area } | undefined;
  for (const area of areas) {
    const row = pickBenchmark(benchmarks, area, 'growth', year.year, year.dataset);
    if (row) {
      areaGrowth = { row, area };
      break;
    }
  }
  const growth = chooseGrowth(input.schoolGrowth, areaGrowth?.row.median ?? null);
  const graduation = costToGraduation(input.level, year.lines, growth);

  const values: Record<BenchmarkMetric, number | null> = {
    spp,
    entry,
    // a minimum (an unknown item left out) is not placed among complete totals
    firstYear: firstYear.unknownItems.length === 0 ? firstYear.total : null,
  };
  const shown: SchoolBenchmark[] = [];
  for (const metric of ['spp', 'entry', 'firstYear'] as const) {
    const value = values[metric];
    if (value === null) continue;
    for (const area of areas) {
      const row = pickBenchmark(benchmarks, area, metric, year.year, year.dataset);
      if (row) shown.push({ metric, area, dataset: row.dataset, stats: toStats(row), value });
    }
  }

  return {
    academicYearId: year.academicYearId,
    year: year.year,
    isSample: year.dataset === 'sample',
    statedBySchool: statedBySchool(year.lines.map((line) => line.source ?? '')),
    firstYear,
    toGraduation: graduation && {
      years: graduation.years,
      total: graduation.total,
      growthRate: graduation.growth.rate,
      growthBasis: graduation.growth.basis,
      growthArea: growth.basis === 'area' && areaGrowth ? areaGrowth.area : null,
      growthDataset: growth.basis === 'area' && areaGrowth ? areaGrowth.row.dataset : null,
      growthSchool: graduation.growth.school ?? null,
      scheduledYears: graduation.scheduledYears,
      unknownItems: graduation.unknownItems,
    },
    monthlySpp: spp,
    entryFee: entry,
    benchmarks: shown,
    minimumWage: wageForYear(input.wages, academicStartYear(year.year)),
  };
}
