import http from 'node:http';
import { percentile } from '../listing-support/load';

export interface Target {
  kind: string;
  /** how often, relative to the others */
  weight: number;
  /** the path of the i-th request of this kind */
  path(i: number): string;
}

interface Sample {
  kind: string;
  ms: number;
  status: number;
  /** a page's X-Page-Cache (hit, stale, miss, uncached …) */
  cache?: string;
}

/** 0 when the request failed or took longer than this */
const REQUEST_TIMEOUT_MS = 30_000;

function get(agent: http.Agent, url: string): Promise<Pick<Sample, 'status' | 'cache'>> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const cache = res.headers['x-page-cache'];
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          cache: typeof cache === 'string' ? cache : undefined,
        }),
      );
      res.on('error', () => resolve({ status: 0 }));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0 }));
  });
}

/** How many answers of each X-Page-Cache value (pages only). */
function pageCache(samples: readonly Sample[]): Record<string, number> | undefined {
  const counts: Record<string, number> = {};
  for (const s of samples) if (s.cache) counts[s.cache] = (counts[s.cache] ?? 0) + 1;
  return Object.keys(counts).length ? counts : undefined;
}

function summarise(samples: readonly Sample[], seconds: number) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: samples.length,
    requestsPerSecond: round(samples.length / seconds),
    // no answer in time or a 5xx; refusals (429) are counted apart
    errors: samples.filter((s) => s.status === 0 || s.status >= 500).length,
    refused429: samples.filter((s) => s.status === 429).length,
    p50: round(percentile(ms, 50)),
    p95: round(percentile(ms, 95)),
    p99: round(percentile(ms, 99)),
    max: round(ms[ms.length - 1] ?? NaN),
  };
}

/**
 * `clients` loops side by side for `durationMs`, each sending the next request
 * as soon as the last one answered, its kind drawn by weight.
 */
export async function runTimedLoad(
  base: string,
  targets: readonly Target[],
  clients: number,
  durationMs: number,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const wheel = targets.flatMap((target) => Array<Target>(target.weight).fill(target));
  const counters = new Map<string, number>();
  const samples: Sample[] = [];
  const started = performance.now();
  const deadline = started + durationMs;
  let turn = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const target = wheel[turn++ % wheel.length]!;
        const i = counters.get(target.kind) ?? 0;
        counters.set(target.kind, i + 1);
        const t0 = performance.now();
        const answer = await get(agent, `${base}${target.path(i)}`);
        samples.push({ kind: target.kind, ms: performance.now() - t0, ...answer });
      }
    }),
  );
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  const statuses: Record<string, number> = {};
  for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  const kinds = [...new Set(samples.map((s) => s.kind))];
  return {
    all: summarise(samples, seconds),
    byKind: Object.fromEntries(
      kinds.map((kind) => {
        const ofKind = samples.filter((s) => s.kind === kind);
        return [kind, { ...summarise(ofKind, seconds), pageCache: pageCache(ofKind) }];
      }),
    ),
    statuses,
  };
}
