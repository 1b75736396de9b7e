// npm run import -- [--sample-fees] [--only-regions 32.73,31] [--database-url postgres://...]
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { createSql } from '@db/client';
import { databaseUrlFromEnv } from '@db/config';
import { ensureDatabase } from '@db/ensure-database';
import { migrate } from '@db/migrate';
import { formatSummary } from './summary';
import {
  assertSampleFeesAllowed,
  ImportRefusedError,
  runImport,
  type ImportProgress,
  type ImportStep,
} from './run';

const STEP_LABELS: Record<ImportStep, string> = {
  regions: 'regions',
  schools: 'schools',
  published: 'published fees',
  fees: 'sample fees',
  commit: 'commit',
};

function progressBar(): { update(progress: ImportProgress): void; stop(): void } {
  if (!process.stderr.isTTY) return { update: () => {}, stop: () => {} };
  const bar = new cliProgress.SingleBar(
    { format: '{step} |{bar}| {percentage}%', clearOnComplete: false, stream: process.stderr },
    cliProgress.Presets.shades_classic,
  );
  let current: ImportStep | null = null;
  return {
    update({ step, fraction }) {
      const value = Math.round(fraction * 100);
      const payload = { step: STEP_LABELS[step].padEnd(14) };
      if (current === null) bar.start(100, value, payload);
      else bar.update(value, payload);
      current = step;
    },
    stop: () => bar.stop(),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'sample-fees': { type: 'boolean', default: false },
      'only-regions': { type: 'string' },
      'database-url': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      'Usage: npm run import -- [--sample-fees] [--only-regions 32.73,31] [--database-url URL]',
    );
    return;
  }
  const nodeEnv = process.env.NODE_ENV;
  if (values['sample-fees']) assertSampleFeesAllowed(nodeEnv);
  const url = values['database-url'] ?? databaseUrlFromEnv();
  const onlyRegions = (values['only-regions'] ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

  await ensureDatabase(url);
  const sql = createSql(url, { max: 2, applicationName: 'biaya-sekolah-import' });
  const bar = progressBar();
  try {
    const migrations = await migrate(sql);
    if (migrations.applied.length > 0) {
      console.log(`Applied migrations: ${migrations.applied.join(', ')}`);
    }
    const summary = await runImport(sql, {
      sampleFees: values['sample-fees'],
      onlyRegions,
      nodeEnv,
      onProgress: (progress) => bar.update(progress),
    });
    bar.stop();
    console.log(formatSummary(summary));
  } finally {
    bar.stop();
    await sql.end({ timeout: 5 });
  }
}

main().catch((error: unknown) => {
  if (error instanceof ImportRefusedError) {
    console.error(`Import refused: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
