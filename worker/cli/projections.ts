// npm run benchmarks:rebuild | coverage:rebuild | share-images:rebuild [-- --all] | open-data:build
// (pages:rebuild is the api's: api/cli/rebuild-pages.ts)
// Rebuilds a projection from PostgreSQL, here and now, and prints
// what it did and how long it took. The worker keeps them current from events;
// these are for a fresh deployment, a changed rule or a lost object store.
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { createSql } from '@db/client';
import { createObjectStorage } from '@storage/factory';
import { loadDotEnv, orExit } from '../boot';
import { rebuildBenchmarks } from '../benchmarks/update';
import { rebuildCoverage } from '../coverage/build';
import { loadWorkerConfig } from '../env';
import { renderMissingImages } from '../handlers/share-images';
import { buildFeeCsv } from '../open-data/fees-csv';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
const what = positionals[0];
if (values.help || !['benchmarks', 'coverage', 'share-images', 'open-data'].includes(what ?? '')) {
  console.log(`Rebuilds a projection from PostgreSQL.

  npm run benchmarks:rebuild               area fee benchmarks, from every cost item
  npm run coverage:rebuild                 fee coverage (own fees, a rule's, none) per city and level
  npm run share-images:rebuild             share images of schools with real fees and of cities
                                           with fees that are missing or out of date
  npm run share-images:rebuild -- --all    every school and city of the registry (hours at
                                           national scale; it resumes where it stopped)
  npm run open-data:build                  the public fee CSV (/data/biaya-sekolah.csv)`);
  process.exit(values.help ? 0 : 1);
}

loadDotEnv();
const config = orExit(() => loadWorkerConfig());
const sql = createSql(config.DATABASE_URL, { max: 4, applicationName: `rebuild-${what}` });
const storage = createObjectStorage(config);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

try {
  if (what === 'benchmarks') {
    const result = await rebuildBenchmarks(sql);
    console.log(
      `Benchmarks rebuilt from ${result.schools} schools with fees (${result.inputs} school-years, ` +
        `${result.growth} yearly increases) in ${seconds(result.ms)}.`,
    );
  } else if (what === 'coverage') {
    const started = performance.now();
    const result = await rebuildCoverage(sql);
    console.log(
      `Fee coverage rebuilt over ${result.schools} schools (${result.rows} rows) in ` +
        `${seconds(performance.now() - started)}.`,
    );
  } else if (what === 'open-data') {
    await storage.init({ createBucket: config.NODE_ENV === 'development' });
    const result = await buildFeeCsv({ sql, storage });
    console.log(`Public fee CSV written: ${result.rows} fees in ${seconds(result.ms)}.`);
  } else {
    await storage.init({ createBucket: config.NODE_ENV === 'development' });
    const bar = process.stdout.isTTY
      ? new cliProgress.SingleBar(
          { format: 'Share images [{bar}] {value}/{total} schools | {eta_formatted} left' },
          cliProgress.Presets.shades_classic,
        )
      : undefined;
    let started = false;
    const result = await renderMissingImages(
      { sql, storage },
      values.all ? 'all' : 'fees',
      (done, total) => {
        if (!bar) return;
        if (!started) {
          bar.start(total, done);
          started = true;
        } else bar.update(done);
      },
    );
    bar?.stop();
    console.log(
      `Share images: schools ${JSON.stringify(result.schools)}, cities ${JSON.stringify(result.cities)} in ${seconds(result.ms)}.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await storage.close();
  await sql.end({ timeout: 5 });
}
