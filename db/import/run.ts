import type { Sql } from '@db/client';
import { emitEvent, emitEvents } from '@db/outbox';
import type { FeeRuleCounts } from './fee-rules-load';
import { upsertMinimumWages } from './minimum-wages';
import { loadReferenceData, ruleEvents } from './reference-data';
import { readRegions, upsertRegions, type RegionCounts } from './regions';
import { loadPublishedFees, type PublishedFeeCounts } from './published-fees-load';
import { loadSampleFees, type FeeCounts } from './sample-fees-load';
import { readSchools, upsertSchools } from './schools';
import type { SkipReason } from './school-record';
import { upsertSchoolStats } from './school-stats';
import { DEFAULT_DATA_DIR } from './source';
import type { TableCounts } from './upsert';

export type ImportStep = 'regions' | 'schools' | 'published' | 'fees' | 'commit';

export interface ImportProgress {
  step: ImportStep;
  /** share of the step done, 0..1 (schools: the file read so far) */
  fraction: number;
}

export interface ImportOptions {
  /** add demo fees for the sample regions (refused in production) */
  sampleFees?: boolean;
  /** only schools whose regency or province code is listed ('32.73', '31') */
  onlyRegions?: readonly string[];
  /** NODE_ENV of the caller; 'production' refuses sample fees */
  nodeEnv?: string;
  dataDir?: URL;
  onProgress?: (progress: ImportProgress) => void;
}

export interface ImportSummary {
  tables: RegionCounts & {
    schools: TableCounts;
    /** fees schools published (db/data/published_fees.csv.gz), loaded in every environment */
    publishedFees: Omit<PublishedFeeCounts, 'changedSchoolIds'>;
    costItems: FeeCounts | null;
    /** issue 10: provincial minimum wage and per-school statistics */
    minimumWages?: TableCounts;
    schoolStats?: TableCounts;
    /** issue 20: BPS household spending on education (context where a school's fees are unknown) */
    householdSpending?: TableCounts;
    /** issue 20: fee rules (db/data/fee_rules.csv.gz) */
    feeRules?: FeeRuleCounts;
  };
  skippedSchools: Partial<Record<SkipReason, number>>;
  schoolsLinkedToVillage: number;
  /** a schools.bulk_changed event was written (the worker rebuilds every projection) */
  rebuildRequested: boolean;
  seconds: number;
  /** source rows read (regions, schools and generated fees) */
  rowsRead: number;
  rowsPerSecond: number;
}

// one import at a time per database, whoever starts it
const IMPORT_LOCK = 727_003;

const REGION_CODE = /^[0-9]{2}(\.[0-9]{2})?$/;

export class ImportRefusedError extends Error {}

export function assertSampleFeesAllowed(nodeEnv: string | undefined): void {
  if (nodeEnv === 'production') {
    throw new ImportRefusedError(
      'Sample fees are demo data and are never generated in production (NODE_ENV=production).',
    );
  }
}

/**
 * Imports the national registry in one transaction: regions in full, then the
 * schools (optionally only some regions), then sample fees when asked. When
 * schools or fees changed, the same transaction asks the worker to rebuild the
 * search index; an import that changes nothing writes nothing at all.
 */
export async function runImport(sql: Sql, options: ImportOptions = {}): Promise<ImportSummary> {
  if (options.sampleFees) assertSampleFeesAllowed(options.nodeEnv);
  const onlyRegions = [...new Set(options.onlyRegions ?? [])];
  const bad = onlyRegions.filter((code) => !REGION_CODE.test(code));
  if (bad.length > 0) {
    throw new ImportRefusedError(
      `Not a province or regency code: ${bad.join(', ')} (expected e.g. 31 or 32.73)`,
    );
  }
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const report = options.onProgress ?? (() => {});
  const started = performance.now();

  // the files are read and checked before the transaction starts
  report({ step: 'regions', fraction: 0 });
  const regions = await readRegions(dataDir);
  const unknown = onlyRegions.filter(
    (code) => !regions.lookup.provinceCodes.has(code) && !regions.lookup.citySlugs.has(code),
  );
  if (unknown.length > 0) {
    throw new ImportRefusedError(`Unknown region code: ${unknown.join(', ')}`);
  }

  const summary = await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${IMPORT_LOCK})`;
    await tx`SET LOCAL work_mem = '64MB'`;

    // parsing the schools file (CPU here) overlaps the region upserts (CPU in PostgreSQL)
    const [regionCounts, schoolRecords] = await Promise.all([
      upsertRegions(tx, regions),
      readSchools({
        dataDir,
        regions: regions.lookup,
        onlyRegions,
        onProgress: (read, total) => report({ step: 'schools', fraction: read / total }),
      }),
    ]);
    const schools = await upsertSchools(tx, schoolRecords, regions.lookup);
    // reference figures beside the registry (issue 10); they feed no index
    const minimumWages = await upsertMinimumWages(tx, dataDir);
    const schoolStats = await upsertSchoolStats(tx, dataDir);

    // real fees first: sample fees then leave the school years they cover alone
    report({ step: 'published', fraction: 0 });
    const { changedSchoolIds, ...published } = await loadPublishedFees(tx, dataDir);
    report({ step: 'published', fraction: 1 });
    // rules that fix fees for whole classes of schools, BPS household spending (issue 20)
    const reference = await loadReferenceData(tx, dataDir);

    let fees: FeeCounts | null = null;
    if (options.sampleFees) {
      report({ step: 'fees', fraction: 0 });
      fees = await loadSampleFees(tx);
      report({ step: 'fees', fraction: 1 });
    }

    report({ step: 'commit', fraction: 0 });
    const schoolsChanged = schools.counts.inserted + schools.counts.updated > 0;
    const feesChanged = fees !== null && fees.inserted + fees.updated + fees.deleted > 0;
    const rebuildRequested = schoolsChanged || feesChanged;
    if (rebuildRequested) {
      await emitEvent(tx, { type: 'schools.bulk_changed', payload: { reason: 'import' } });
    } else {
      // only published fees changed: reindex those few schools, not the registry
      await emitEvents(
        tx,
        changedSchoolIds.map((schoolId) => ({ type: 'costs.changed', payload: { schoolId } })),
      );
      // changed rules: their schools' projections, in batches (a rebuild covers them anyway)
      await emitEvents(tx, ruleEvents(reference.changedRules));
    }
    const tables = {
      ...regionCounts,
      schools: schools.counts,
      publishedFees: published,
      costItems: fees,
      minimumWages,
      schoolStats,
      householdSpending: reference.counts.householdSpending,
      feeRules: reference.counts.feeRules,
    };
    return {
      tables,
      skippedSchools: schools.skipped,
      schoolsLinkedToVillage: schools.linkedToVillage,
      rebuildRequested,
    };
  });
  report({ step: 'commit', fraction: 1 });

  const seconds = (performance.now() - started) / 1000;
  const t = summary.tables;
  const rowsRead =
    t.provinces.read +
    t.cities.read +
    t.districts.read +
    t.subdistricts.read +
    t.schools.read +
    t.publishedFees.read +
    (t.costItems?.read ?? 0);
  return {
    ...summary,
    seconds: Math.round(seconds * 100) / 100,
    rowsRead,
    rowsPerSecond: Math.round(rowsRead / seconds),
  };
}
