import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseRun {
  performance: number;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  /** what the largest contentful paint painted (Lighthouse's node label and snippet) */
  lcpElement: string;
  /**
   * Lighthouse's measure of this machine's CPU speed: its blocking times are
   * this machine's times × 4, so a slower (or busier) machine reports more
   */
  benchmarkIndex: number;
}

interface LcpNode {
  nodeLabel?: string;
  snippet?: string;
}

/** The LCP element from the 'largest-contentful-paint-element' audit (a table of tables). */
function lcpElementOf(details: unknown): string {
  const table = details as { items?: { items?: { node?: LcpNode }[] }[] } | undefined;
  const node = table?.items?.[0]?.items?.[0]?.node;
  if (!node) return 'unknown';
  return `${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 160);
}

/**
 * One Lighthouse run, mobile preset (the default: Moto G power, slow 4G, 4x CPU);
 * `cpuSlowdown` replaces the 4x (a host-calibrated run, web-support/phone-cpu.ts).
 */
async function runLighthouse(url: string, cpuSlowdown?: number): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      fcpMs: Math.round(audit('first-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      speedIndexMs: Math.round(audit('speed-index')),
      lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART) on a busy machine: try again. */
async function runWithRetry(
  url: string,
  cpuSlowdown: number | undefined,
  attempts = 3,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, cpuSlowdown);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`lighthouse: ${(error as Error).message}; running again`);
    }
  }
}

/** The run with the median performance score of `runs` runs (CPU noise on shared machines). */
export async function medianLighthouse(
  url: string,
  runs: number,
  cpuSlowdown?: number,
): Promise<LighthouseRun & { scores: number[] }> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await runWithRetry(url, cpuSlowdown));
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor(sorted.length / 2)]!, scores: results.map((r) => r.performance) };
}
