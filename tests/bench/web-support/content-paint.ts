import { chromium, type CDPSession } from 'playwright-core';
import { CHROME_FLAGS } from './lighthouse';

/** When a page's first school name and fee were painted, and its first contentful paint. */
export interface ContentPaint {
  fcpMs: number;
  schoolNameMs: number | null;
  feeMs: number | null;
}

// Lighthouse's mobile conditions, applied by the browser (DevTools throttling)
// rather than simulated: 150 ms round trips, 1.6 Mbps down, 750 kbps up, 4x CPU.
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

// Collects Element Timing entries (web/src/lib/element-timing.ts) and the
// first contentful paint from the first moment of the page.
const OBSERVER = `
  window.__paints = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__paints.push({ name: e.identifier || e.name, at: e.renderTime || e.startTime });
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__paints.push({ name: e.name, at: e.startTime });
  }).observe({ type: 'paint', buffered: true });
`;

async function once(url: string, throttle: (cdp: CDPSession) => Promise<void>) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
  try {
    // a phone's width; tall, so content below the fold is painted and timed too
    const context = await browser.newContext({
      viewport: { width: 412, height: 2400 },
      isMobile: true,
      deviceScaleFactor: 1.75,
    });
    const page = await context.newPage();
    await page.addInitScript(OBSERVER);
    await throttle(await context.newCDPSession(page));
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(1500);
    const paints = (await page.evaluate('window.__paints')) as { name: string; at: number }[];
    const first = (name: string) => {
      const times = paints.filter((p) => p.name === name).map((p) => p.at);
      return times.length ? Math.round(Math.min(...times)) : null;
    };
    return {
      fcpMs: first('first-contentful-paint') ?? Number.NaN,
      schoolNameMs: first('school-name'),
      feeMs: first('fee'),
    };
  } finally {
    await browser.close();
  }
}

const median = (values: (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)]! : null;
};

/**
 * The median of `runs` loads under slow-4G and 4x CPU (or `cpuSlowdown`): when the first school
 * name and fee were painted, against the first contentful paint.
 */
export async function medianContentPaint(
  url: string,
  runs: number,
  cpuSlowdown = 4,
): Promise<ContentPaint> {
  const results: ContentPaint[] = [];
  for (let i = 0; i < runs; i += 1) {
    results.push(
      await once(url, async (cdp) => {
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', NETWORK);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      }),
    );
  }
  return {
    fcpMs: median(results.map((r) => r.fcpMs)) ?? Number.NaN,
    schoolNameMs: median(results.map((r) => r.schoolNameMs)),
    feeMs: median(results.map((r) => r.feeMs)),
  };
}
