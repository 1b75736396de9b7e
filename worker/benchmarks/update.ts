import type { Sql } from '@db/client';
import {
  inputProvinces,
  replaceAllInputs,
  replaceSchoolInputs,
  type BenchmarkInputRow,
  type GrowthInputRow,
} from '@db/queries/benchmarks';
import { feeSchoolsCursor, loadFeeSchools } from '@db/queries/fee-lines';
import { benchmarkInputs } from './inputs';

/** Advisory lock namespace: key 0 is the whole projection, others a province. */
const BENCHMARK_LOCK = 727_110;
const REBUILD_BATCH = 500;

/**
 * Brings the benchmarks of one school's areas up to date: its inputs are
 * recomputed from its cost items and every group they were or are in is
 * aggregated again, in one transaction. Jobs for schools of one province take
 * turns (its lock), so two changes never write an aggregate that misses the
 * other; a full rebuild holds the whole projection meanwhile.
 */
export async function updateSchoolBenchmarks(sql: Sql, schoolId: number): Promise<number> {
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock_shared(${BENCHMARK_LOCK}, 0)`;
    const provinces = new Set(await inputProvinces(tx, schoolId));
    for (const code of [...provinces].sort())
      await tx`SELECT pg_advisory_xact_lock(${BENCHMARK_LOCK}, ${Number(code)})`;
    // read again under the locks: a change committed while waiting is included
    const [current] = await loadFeeSchools(tx, [schoolId]);
    const { inputs, growth } = current ? benchmarkInputs(current) : { inputs: [], growth: [] };
    await replaceSchoolInputs(tx, schoolId, inputs, growth);
    return inputs.length;
  });
}

export interface BenchmarkRebuildResult {
  schools: number;
  inputs: number;
  growth: number;
  ms: number;
}

/** The whole projection from scratch, in one transaction (readers see the old one until it commits). */
export async function rebuildBenchmarks(sql: Sql): Promise<BenchmarkRebuildResult> {
  const started = performance.now();
  let schools = 0;
  const counts = await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${BENCHMARK_LOCK}, 0)`;
    await tx`SET LOCAL work_mem = '64MB'`;
    async function* batches(): AsyncGenerator<{
      inputs: BenchmarkInputRow[];
      growth: GrowthInputRow[];
    }> {
      // read on another connection: the transaction's own is busy writing
      for await (const rows of feeSchoolsCursor(sql, REBUILD_BATCH)) {
        const inputs: BenchmarkInputRow[] = [];
        const growth: GrowthInputRow[] = [];
        for (const row of rows) {
          const result = benchmarkInputs(row);
          inputs.push(...result.inputs);
          growth.push(...result.growth);
        }
        schools += rows.length;
        yield { inputs, growth };
      }
    }
    return replaceAllInputs(tx, batches());
  });
  return { schools, ...counts, ms: Math.round(performance.now() - started) };
}
