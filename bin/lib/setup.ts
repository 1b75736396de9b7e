import type { ApiConfig } from '@api/env';
import { createSql } from '@db/client';
import { ensureDatabase } from '@db/ensure-database';
import { migrate } from '@db/migrate';
import { emitEvent } from '@db/outbox';
import { hasSchools, hasUnsentEvent } from '@db/queries/start-up';
import { syncReferenceData } from '@db/import/reference-data';
import { runImport, type ImportProgress } from '@db/import/run';
import { formatSummary } from '@db/import/summary';
import { createSearchEngine } from '@search/factory';
import cliProgress from 'cli-progress';

// one setup at a time when several processes start together (compose, k8s)
const SETUP_LOCK = 727_004;

export interface SetupOptions {
  /** import the registry when the database has no schools yet */
  importRegistry: boolean;
  /** demo fees with the first import; never in production */
  sampleFees: boolean;
}

const log = (message: string) => console.log(`[start] ${message}`);

/**
 * Makes a fresh machine ready: database, schema, the national registry on the
 * first run, and a search index (the worker builds it from the outbox event).
 */
export async function prepare(config: ApiConfig, options: SetupOptions): Promise<void> {
  if (await ensureDatabase(config.DATABASE_URL)) log('created the database');
  const sql = createSql(config.DATABASE_URL, { max: 2, applicationName: 'start' });
  const lock = await sql.reserve();
  try {
    await lock`SELECT pg_advisory_lock(${SETUP_LOCK})`;
    const { applied } = await migrate(sql);
    if (applied.length) log(`applied migrations: ${applied.join(', ')}`);

    const imported = options.importRegistry && !(await hasSchools(sql));
    if (imported) {
      log(
        `first run: importing the national school registry${options.sampleFees ? ' with sample fees' : ''}`,
      );
      const progress = importProgress();
      try {
        const summary = await runImport(sql, {
          sampleFees: options.sampleFees,
          nodeEnv: config.NODE_ENV,
          onProgress: progress.update,
        });
        progress.stop();
        console.log(formatSummary(summary));
      } finally {
        progress.stop();
      }
    } else if (await hasSchools(sql)) {
      // this release's fee rules, BPS figures and published price lists for a registry
      // imported before (cheap; a re-run writes nothing)
      const synced = await syncReferenceData(sql);
      if (synced.changedRules.length)
        log(`fee rules updated: ${synced.changedRules.join(', ')} (the worker applies them)`);
      if (synced.publishedFeesChanged.length)
        log(`published fees updated for ${synced.publishedFeesChanged.length} school(s)`);
    }

    const search = await createSearchEngine(config, { sql });
    try {
      await search.init();
      const empty = (await search.count()) === 0;
      if (
        empty &&
        (await hasSchools(sql)) &&
        // a waiting bulk change (an import's, new fee rules') or an earlier start's event builds it
        !(await hasUnsentEvent(sql, 'schools.bulk_changed')) &&
        !(await hasUnsentEvent(sql, 'search_index.found_empty'))
      ) {
        await sql.begin((tx) =>
          emitEvent(tx, { type: 'search_index.found_empty', payload: { engine: search.kind } }),
        );
        log('the search index is empty: the worker will build it now');
      }
    } finally {
      await search.close();
    }
    await lock`SELECT pg_advisory_unlock(${SETUP_LOCK})`;
  } finally {
    lock.release();
    await sql.end({ timeout: 5 });
  }
}

/** A progress bar in a terminal; silence in logs. */
function importProgress(): { update(progress: ImportProgress): void; stop(): void } {
  if (!process.stdout.isTTY) return { update: () => {}, stop: () => {} };
  const bar = new cliProgress.SingleBar(
    { format: '[start] import {step} |{bar}| {percentage}%', clearOnComplete: false },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update({ step, fraction }) {
      const payload = { step: step.padEnd(8) };
      if (!started) bar.start(100, Math.round(fraction * 100), payload);
      else bar.update(Math.round(fraction * 100), payload);
      started = true;
    },
    stop() {
      if (started) bar.stop();
      started = false;
    },
  };
}
