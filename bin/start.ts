// npm start: one command from a fresh clone to the running product.
// npm run dev: the same with Vite hot reload instead of the built web app.
//
// Flags: --dev, --no-api, --no-worker (run one kind of process, e.g. in a
// container per process), --skip-setup (trust that another starter prepared
// the database), --no-import (never import the registry).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '@core/config';
import { loadApiConfig, type ApiConfig } from '@api/env';
import { superviseChildren, waitForHealth, type ChildSpec } from './lib/children';
import { describeUrl, reachable } from './lib/reachable';
import { prepare } from './lib/setup';
import { buildWeb, webBuildReason } from './lib/web-build';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

const flags = new Set(process.argv.slice(2));
const dev = flags.has('--dev');
const runApi = !flags.has('--no-api');
const runWorker = !flags.has('--no-worker');

const log = (message: string) => console.log(`[start] ${message}`);
const fail = (message: string): never => {
  console.error(`\n[start] ${message}\n`);
  process.exit(1);
};

if (fs.existsSync('.env')) {
  process.loadEnvFile('.env');
  log('loaded .env');
}
if (dev) process.env.NODE_ENV ??= 'development';

let config: ApiConfig;
try {
  config = loadApiConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

await checkServices(config);

if (!flags.has('--skip-setup')) {
  await prepare(config, {
    importRegistry: !flags.has('--no-import'),
    sampleFees: config.NODE_ENV !== 'production',
  });
}

if (runApi && !dev && config.WEB_DIST) {
  const reason = webBuildReason(root, config.WEB_DIST);
  if (reason) {
    log(`building the web app (${reason})`);
    buildWeb(root);
  }
}

const tsx = ['--import', 'tsx'];
const children: ChildSpec[] = [];
if (runApi)
  children.push({ name: 'api', args: [...tsx, 'api/main.ts', ...(dev ? ['--dev'] : [])] });
if (runWorker) children.push({ name: 'worker', args: [...tsx, 'worker/main.ts'] });
if (children.length === 0) fail('nothing to run: --no-api and --no-worker together');

// api and worker must sign and check object URLs with the same secret; outside
// production one made up for this run is enough (production requires its own)
if (config.NODE_ENV !== 'production') {
  process.env.STORAGE_SIGNING_SECRET ??= randomBytes(32).toString('hex');
}
// links in the worker's notification e-mails point where the api is reached
process.env.PUBLIC_URL ??= config.PUBLIC_URL;
// a child that dies is restarted with backoff; the others keep running
const exited = superviseChildren(children, process.env);
if (runApi) {
  const local = `http://127.0.0.1:${config.PORT}`;
  void waitForHealth(`${local}/api/health`, 600_000).then((ok) => {
    if (ok)
      log(`Biaya Sekolah is running at ${config.PUBLIC_URL}${dev ? ' (dev, hot reload)' : ''}`);
  });
}
process.exit(await exited);

async function checkServices(cfg: ApiConfig): Promise<void> {
  const problems: string[] = [];
  if (!(await reachable(cfg.DATABASE_URL, 5432)))
    problems.push(
      `PostgreSQL is not reachable at ${describeUrl(cfg.DATABASE_URL, 5432)} (DATABASE_URL).`,
    );
  if (!(await reachable(cfg.REDIS_URL, 6379)))
    problems.push(`Redis is not reachable at ${describeUrl(cfg.REDIS_URL, 6379)} (REDIS_URL).`);
  if (problems.length === 0) return;
  fail(
    [
      ...problems,
      '',
      'Start them, for example:',
      '  sudo service postgresql start && sudo service redis-server start',
      '  or: docker compose up -d postgres redis',
      'or point DATABASE_URL / REDIS_URL at running servers (see .env.example).',
    ].join('\n'),
  );
}
