import http from 'node:http';

export interface Sample {
  kind: string;
  ms: number;
  status: number;
  /** the X-Page-Cache header (server-rendered pages: hit or miss) */
  pageCache?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function get(url: string): Promise<{ status: number; ms: number; pageCache?: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            pageCache: res.headers['x-page-cache'] as string | undefined,
          }),
        );
      })
      .on('error', reject);
  });
}

/** `clients` loops side by side, each sending the queries in turn until `total` are done. */
export async function runLoad(
  base: string,
  queries: readonly { kind: string; path: string }[],
  clients: number,
  total: number,
): Promise<{ samples: Sample[]; seconds: number }> {
  const samples: Sample[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (;;) {
        const i = next++;
        if (i >= total) return;
        const query = queries[i % queries.length]!;
        const { status, ms, pageCache } = await get(`${base}${query.path}`);
        samples.push({ kind: query.kind, ms, status, pageCache });
      }
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function stats(samples: readonly Sample[], seconds?: number) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: samples.length,
    errors: samples.filter((s) => s.status !== 200).length,
    p50: round(percentile(ms, 50)),
    p95: round(percentile(ms, 95)),
    p99: round(percentile(ms, 99)),
    max: round(ms[ms.length - 1] ?? NaN),
    ...(seconds ? { requestsPerSecond: round(samples.length / seconds) } : {}),
  };
}

export function closeAgent(): void {
  agent.destroy();
}
