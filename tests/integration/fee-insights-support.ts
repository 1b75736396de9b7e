import type { Sql } from '@db/client';

// Fixtures of fee-insights.test.ts: cost items written straight to PostgreSQL
// (no event: the test decides when benchmarks are rebuilt) and the benchmark
// rows the worker builds from them.

/** Writes one cost item per school, `amounts(index)` each, and returns their ids. */
export function itemAdder(sql: Sql) {
  return async (
    schoolIds: readonly number[],
    year: string,
    category: string,
    amounts: (index: number) => number,
    frequency: string,
    source: 'admin' | 'sample',
  ): Promise<number[]> => {
    const ids: number[] = [];
    for (const [index, schoolId] of schoolIds.entries()) {
      const [row] = await sql<{ id: number }[]>`
        INSERT INTO cost_items (school_id, academic_year_id, global_category_id, amount, frequency, source)
        VALUES (${schoolId}, (SELECT id FROM academic_years WHERE year = ${year}),
                (SELECT id FROM global_cost_categories WHERE code = ${category}),
                ${amounts(index)}, ${frequency}, ${source})
        RETURNING id`;
      ids.push(row!.id);
    }
    return ids;
  };
}

type Row = {
  areaKind: string;
  areaCode: string;
  educationLevel: string;
  metric: string;
  year: string;
  dataset: string;
  n: number;
  median: number;
};
/** Every benchmark row, in a stable order. */
export async function benchmarkRows(sql: Sql): Promise<Row[]> {
  return sql<Row[]>`
    SELECT area_kind, area_code, education_level, status, metric, year, dataset, n, p25, median,
           p75, points
    FROM fee_benchmarks ORDER BY 1, 2, 3, 4, 5, 6, 7`;
}

/** The real 2025/2026 SPP benchmark of the SD of one area. */
export const sppRow = (rows: Row[], kind: string, code: string) =>
  rows.find(
    (row) =>
      row.areaKind === kind &&
      row.areaCode === code &&
      row.metric === 'spp' &&
      row.year === '2025/2026' &&
      row.dataset === 'real' &&
      row.educationLevel === 'sd',
  );

export const sppMedian = (rows: Row[], kind: string, code: string) =>
  sppRow(rows, kind, code)?.median;
