import type { BenchmarkDataset } from '@core/benchmarks';
import { isPublicSchool } from '@core/school';
import { entryFee, firstYearCost, monthlySpp, schoolYearlyIncrease } from '@core/whole-cost';
import type { BenchmarkInputRow, GrowthInputRow } from '@db/queries/benchmarks';
import type { FeeLineRow, FeeSchoolRow } from '@db/queries/fee-lines';

/** Sample fees are demo data: benchmarked on their own, never with real fees. */
const datasetOf = (source: string): BenchmarkDataset => (source === 'sample' ? 'sample' : 'real');

/** A school's lines by dataset, then by academic year (oldest first, as loaded). */
function linesByDataset(
  items: readonly FeeLineRow[],
): Map<BenchmarkDataset, Map<string, FeeLineRow[]>> {
  const result = new Map<BenchmarkDataset, Map<string, FeeLineRow[]>>();
  for (const item of items) {
    const dataset = datasetOf(item.source);
    const years = result.get(dataset) ?? new Map<string, FeeLineRow[]>();
    const lines = years.get(item.year) ?? [];
    lines.push(item);
    years.set(item.year, lines);
    result.set(dataset, years);
  }
  return result;
}

/**
 * What one school contributes to its areas' benchmarks: per dataset and year
 * its monthly SPP, entry fee and first-year total (the same rules as its page),
 * and per dataset its own average yearly increase when it has two years.
 */
export function benchmarkInputs(school: FeeSchoolRow): {
  inputs: BenchmarkInputRow[];
  growth: GrowthInputRow[];
} {
  const place = {
    schoolId: school.id,
    educationLevel: school.educationLevel,
    status: isPublicSchool(school.status, school.name) ? ('public' as const) : ('private' as const),
    districtCode: school.districtCode,
    cityCode: school.cityCode,
    provinceCode: school.provinceCode,
  };
  const inputs: BenchmarkInputRow[] = [];
  const growth: GrowthInputRow[] = [];
  for (const [dataset, years] of linesByDataset(school.items)) {
    for (const [year, lines] of years) {
      const firstYear = firstYearCost(lines);
      inputs.push({
        ...place,
        dataset,
        year,
        monthlySpp: monthlySpp(lines),
        entryFee: entryFee(lines),
        // a total that leaves out an unknown item is a minimum: it would pull the area's figures down
        firstYear: firstYear.unknownItems.length === 0 ? firstYear.total : null,
      });
    }
    const increase = schoolYearlyIncrease([...years].map(([year, lines]) => ({ year, lines })));
    if (increase !== null && Number.isFinite(increase.rate))
      growth.push({ ...place, dataset, rate: increase.rate });
  }
  return { inputs, growth };
}
