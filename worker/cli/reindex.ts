// npm run reindex [-- --queue [--timeout 600]]
// Rebuilds the whole search index from PostgreSQL. By default right here
// (a new index beside the live one, swapped in at the end); with --queue it
// adds a rebuild-index job for the running worker(s) and waits for it. A
// command, not an event: nothing changed, and no other projection is rebuilt.
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { createSql, type Sql } from '@db/client';
import { createSearchEngine } from '@search/factory';
import { loadDotEnv, orExit } from '../boot';
import { loadWorkerConfig } from '../env';
import { rebuildIndex, type RebuildProgress } from '../handlers/rebuild-index';
import { closeQueues, createQueues } from '../queues';

const { values } = parseArgs({
  options: {
    queue: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '900' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(`Rebuilds the search index from PostgreSQL.

  npm run reindex                 rebuild here and print the time taken
  npm run reindex -- --queue      ask the running worker(s) and wait (--timeout seconds, default 900)`);
  process.exit(0);
}

loadDotEnv();
const config = orExit(() => loadWorkerConfig());

function progressPrinter() {
  if (process.stdout.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        format: 'Reindexing [{bar}] {percentage}% | {value}/{total} schools | {eta_formatted} left',
      },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      update({ done, total }: RebuildProgress) {
        if (!started) {
          bar.start(total, done);
          started = true;
        } else bar.update(done);
      },
      stop: () => bar.stop(),
    };
  }
  let lastTenth = -1;
  return {
    update({ done, total }: RebuildProgress) {
      const tenth = total > 0 ? Math.floor((done / total) * 10) : 10;
      if (tenth !== lastTenth) {
        lastTenth = tenth;
        console.log(`reindex: ${done}/${total} schools`);
      }
    },
    stop: () => undefined,
  };
}

async function rebuildHere(sql: Sql): Promise<void> {
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  const search = await createSearchEngine(config, { sql });
  try {
    await search.init();
    const printer = progressPrinter();
    const result = await rebuildIndex(
      { sql, search, redis, logger: pino({ level: 'silent' }), config },
      { onProgress: (progress) => printer.update(progress) },
    );
    printer.stop();
    console.log(
      `Indexed ${result.count} schools into the ${search.kind} engine in ${(result.ms / 1000).toFixed(1)} s` +
        ` (${result.caughtUp} changed meanwhile, re-applied).`,
    );
  } finally {
    await Promise.allSettled([search.close(), redis.quit()]);
  }
}

async function rebuildViaQueue(): Promise<void> {
  const started = performance.now();
  const queues = createQueues(config);
  // not an outbox event: an operator's command changes no data (docs/decisions.md)
  const jobId = `reindex-${Date.now()}`;
  const deadline = Date.now() + Number(values.timeout) * 1000;
  try {
    await queues.search.add('rebuild-index', { reason: 'npm run reindex' }, { jobId });
    console.log(`Queued job ${jobId}; waiting for a worker to run it …`);
    let lastProgress = -1;
    for (;;) {
      const job = await queues.search.getJob(jobId);
      const state = job ? await job.getState() : 'not in Redis';
      if (state === 'completed') {
        const result = job!.returnvalue as { count: number; skipped?: boolean };
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(
          result.skipped
            ? `A newer rebuild had already completed; nothing to do (${seconds} s).`
            : `Indexed ${result.count} schools in ${seconds} s.`,
        );
        return;
      }
      if (state === 'failed') throw new Error(`rebuild failed: ${job!.failedReason}`);
      const progress = typeof job?.progress === 'number' ? job.progress : 0;
      if (progress !== lastProgress) {
        lastProgress = progress;
        console.log(`reindex: ${state}, ${progress}%`);
      }
      if (Date.now() > deadline)
        throw new Error(`no result after ${values.timeout} s (is a worker running?)`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await closeQueues(queues);
  }
}

const sql = createSql(config.DATABASE_URL, { max: 4, applicationName: 'reindex' });
try {
  if (values.queue) await rebuildViaQueue();
  else await rebuildHere(sql);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await sql.end({ timeout: 5 });
}
