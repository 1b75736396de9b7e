// The area fee benchmarks projection (issue 10): per-school inputs and the
// statistics of each area, level, status, metric and year built from them.
import {
  AREA_KINDS,
  EXACT_POINTS_MAX,
  type AreaKind,
  type BenchmarkDataset,
} from '@core/benchmarks';
import type { EducationLevel, SchoolStatus } from '@core/levels';
import type { Db, Tx } from '../client';
import { copyRows } from '../import/copy';

export interface BenchmarkInputRow {
  schoolId: number;
  dataset: BenchmarkDataset;
  year: string;
  educationLevel: EducationLevel;
  status: SchoolStatus;
  districtCode: string | null;
  cityCode: string;
  provinceCode: string;
  monthlySpp: number | null;
  entryFee: number | null;
  /** null when the total leaves out an unknown key item (a minimum is no benchmark) */
  firstYear: number | null;
}

export interface GrowthInputRow {
  schoolId: number;
  dataset: BenchmarkDataset;
  educationLevel: EducationLevel;
  status: SchoolStatus;
  districtCode: string | null;
  cityCode: string;
  provinceCode: string;
  rate: number;
}

/** One benchmark group of an area kind: the rows a change may move. */
interface Group {
  dataset: string;
  code: string;
  level: string;
  status: string;
}

type Located = Pick<
  BenchmarkInputRow,
  'dataset' | 'educationLevel' | 'status' | 'districtCode' | 'cityCode' | 'provinceCode'
>;

const AREA_COLUMN: Record<AreaKind, 'district_code' | 'city_code' | 'province_code'> = {
  district: 'district_code',
  city: 'city_code',
  province: 'province_code',
};

function codeOf(row: Located, kind: AreaKind): string | null {
  return kind === 'district' ? row.districtCode : kind === 'city' ? row.cityCode : row.provinceCode;
}

/** p0, p1 … p100 */
const PERCENTILES = Array.from({ length: 101 }, (_, i) => i / 100);

const INPUT_COLUMNS = [
  'school_id',
  'dataset',
  'year',
  'education_level',
  'status',
  'district_code',
  'city_code',
  'province_code',
  'monthly_spp',
  'entry_fee',
  'first_year',
];
const GROWTH_COLUMNS = [
  'school_id',
  'dataset',
  'education_level',
  'status',
  'district_code',
  'city_code',
  'province_code',
  'rate',
];

const inputValues = (row: BenchmarkInputRow) => [
  row.schoolId,
  row.dataset,
  row.year,
  row.educationLevel,
  row.status,
  row.districtCode,
  row.cityCode,
  row.provinceCode,
  row.monthlySpp,
  row.entryFee,
  row.firstYear,
];
const growthValues = (row: GrowthInputRow) => [
  row.schoolId,
  row.dataset,
  row.educationLevel,
  row.status,
  row.districtCode,
  row.cityCode,
  row.provinceCode,
  row.rate,
];

/**
 * Provinces a school's benchmarks touch: where it is and where its inputs say
 * it was (to lock them before changing anything).
 */
export async function inputProvinces(db: Db, schoolId: number): Promise<string[]> {
  const rows = await db<{ provinceCode: string }[]>`
    SELECT province_code FROM schools WHERE id = ${schoolId}
    UNION SELECT province_code FROM fee_benchmark_inputs WHERE school_id = ${schoolId}
    UNION SELECT province_code FROM fee_growth_inputs WHERE school_id = ${schoolId}`;
  return rows.map((row) => row.provinceCode);
}

/**
 * Replaces one school's inputs and recomputes every group they were or are
 * part of, in the caller's transaction.
 */
export async function replaceSchoolInputs(
  tx: Tx,
  schoolId: number,
  inputs: readonly BenchmarkInputRow[],
  growth: readonly GrowthInputRow[],
): Promise<void> {
  const old = await tx<Located[]>`
    DELETE FROM fee_benchmark_inputs WHERE school_id = ${schoolId}
    RETURNING dataset, education_level, status, district_code, city_code, province_code`;
  const oldGrowth = await tx<Located[]>`
    DELETE FROM fee_growth_inputs WHERE school_id = ${schoolId}
    RETURNING dataset, education_level, status, district_code, city_code, province_code`;
  if (inputs.length > 0)
    await copyRows(tx, 'fee_benchmark_inputs', INPUT_COLUMNS, inputs.map(inputValues));
  if (growth.length > 0)
    await copyRows(tx, 'fee_growth_inputs', GROWTH_COLUMNS, growth.map(growthValues));
  const touched = [...old, ...oldGrowth, ...inputs, ...growth];
  for (const kind of AREA_KINDS) {
    const groups = new Map<string, Group>();
    for (const row of touched) {
      const code = codeOf(row, kind);
      if (code === null) continue;
      const group = { dataset: row.dataset, code, level: row.educationLevel, status: row.status };
      groups.set(Object.values(group).join('|'), group);
    }
    if (groups.size > 0) await aggregate(tx, kind, [...groups.values()]);
  }
}

/** Replaces the whole projection: every input, then every statistic. */
export async function replaceAllInputs(
  tx: Tx,
  batches: AsyncIterable<{ inputs: BenchmarkInputRow[]; growth: GrowthInputRow[] }>,
): Promise<{ inputs: number; growth: number }> {
  await tx`TRUNCATE fee_benchmark_inputs, fee_growth_inputs, fee_benchmarks`;
  const counts = { inputs: 0, growth: 0 };
  for await (const batch of batches) {
    await copyRows(tx, 'fee_benchmark_inputs', INPUT_COLUMNS, batch.inputs.map(inputValues));
    await copyRows(tx, 'fee_growth_inputs', GROWTH_COLUMNS, batch.growth.map(growthValues));
    counts.inputs += batch.inputs.length;
    counts.growth += batch.growth.length;
  }
  await tx`ANALYZE fee_benchmark_inputs`;
  await tx`ANALYZE fee_growth_inputs`;
  for (const kind of AREA_KINDS) await aggregate(tx, kind, null);
  return counts;
}

/**
 * Recomputes the statistics of some groups of one area kind (all groups when
 * `groups` is null): the rows are deleted and written again from the inputs,
 * so a group left with no school disappears.
 */
async function aggregate(tx: Tx, kind: AreaKind, groups: Group[] | null): Promise<void> {
  const column = tx(AREA_COLUMN[kind]);
  const only = () =>
    groups
      ? tx`AND (dataset, ${column}, education_level::text, status::text) IN (
             SELECT * FROM unnest(${groups.map((g) => g.dataset)}::text[],
                                  ${groups.map((g) => g.code)}::text[],
                                  ${groups.map((g) => g.level)}::text[],
                                  ${groups.map((g) => g.status)}::text[]))`
      : tx``;
  if (groups) {
    await tx`
      DELETE FROM fee_benchmarks
      WHERE area_kind = ${kind}
        AND (dataset, area_code, education_level::text, status::text) IN (
          SELECT * FROM unnest(${groups.map((g) => g.dataset)}::text[],
                               ${groups.map((g) => g.code)}::text[],
                               ${groups.map((g) => g.level)}::text[],
                               ${groups.map((g) => g.status)}::text[]))`;
  } else {
    await tx`DELETE FROM fee_benchmarks WHERE area_kind = ${kind}`;
  }
  const stats = (value: ReturnType<Tx>) => tx`
    count(*)::int,
    percentile_cont(0.25) WITHIN GROUP (ORDER BY ${value}),
    percentile_cont(0.5) WITHIN GROUP (ORDER BY ${value}),
    percentile_cont(0.75) WITHIN GROUP (ORDER BY ${value}),
    CASE WHEN count(*) <= ${EXACT_POINTS_MAX}
         THEN array_agg(${value} ORDER BY ${value})
         ELSE percentile_cont(${PERCENTILES}::float8[]) WITHIN GROUP (ORDER BY ${value}) END`;
  await tx`
    INSERT INTO fee_benchmarks
      (dataset, area_kind, area_code, education_level, status, metric, year, n, p25, median, p75, points)
    SELECT dataset, ${kind}, ${column}, education_level, status, m.metric, year, ${stats(tx`m.value`)}
    FROM fee_benchmark_inputs
    CROSS JOIN LATERAL (VALUES ('spp', monthly_spp::float8), ('entry', entry_fee::float8),
                               ('first_year', first_year::float8)) AS m (metric, value)
    WHERE m.value IS NOT NULL AND ${column} IS NOT NULL ${only()}
    GROUP BY dataset, ${column}, education_level, status, m.metric, year`;
  await tx`
    INSERT INTO fee_benchmarks
      (dataset, area_kind, area_code, education_level, status, metric, year, n, p25, median, p75, points)
    SELECT dataset, ${kind}, ${column}, education_level, status, 'growth', '', ${stats(tx`rate`)}
    FROM fee_growth_inputs
    WHERE ${column} IS NOT NULL ${only()}
    GROUP BY dataset, ${column}, education_level, status`;
}

export interface BenchmarkRow {
  dataset: BenchmarkDataset;
  areaKind: AreaKind;
  areaCode: string;
  educationLevel: EducationLevel;
  status: SchoolStatus;
  metric: 'spp' | 'entry' | 'first_year' | 'growth';
  year: string;
  n: number;
  p25: number;
  median: number;
  p75: number;
  points: number[];
}

/** The rows of some areas for one level and status (every metric, year and dataset). */
export function benchmarksOfAreas(
  db: Db,
  areas: readonly { kind: AreaKind; code: string }[],
  level: EducationLevel,
  status: SchoolStatus,
): Promise<BenchmarkRow[]> {
  if (areas.length === 0) return Promise.resolve([]);
  return db<BenchmarkRow[]>`
    SELECT dataset, area_kind, area_code, education_level, status, metric, year, n, p25, median,
           p75, points
    FROM fee_benchmarks
    WHERE (area_kind, area_code) IN (
            SELECT * FROM unnest(${areas.map((a) => a.kind)}::text[], ${areas.map((a) => a.code)}::text[]))
      AND education_level = ${level} AND status = ${status}`;
}

/** Every row of one area and year (every level, status, metric and dataset). */
export function benchmarksOfArea(
  db: Db,
  kind: AreaKind,
  code: string,
  year: string,
): Promise<BenchmarkRow[]> {
  return db<BenchmarkRow[]>`
    SELECT dataset, area_kind, area_code, education_level, status, metric, year, n, p25, median,
           p75, points
    FROM fee_benchmarks
    WHERE area_kind = ${kind} AND area_code = ${code} AND (year = ${year} OR metric = 'growth')
    ORDER BY education_level, status, metric, dataset`;
}
