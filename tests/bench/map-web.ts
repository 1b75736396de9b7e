// Benchmark: how long a parent on a slow phone waits for the results map
// (issue 22). On a 390 px phone with slow 4G and 4x CPU (DevTools throttling,
// as bench:web), from the tap on 'Tampilkan peta' on Kota Bandung's hub to the
// first marker drawn and to the shipped basemap drawn; median of 3 runs.
// Writes bench-results/map-web.json. Needs a browser: not part of `npm run bench`.
//   npx tsx tests/bench/map-web.ts                  starts the product as the e2e tests do
//   BENCH_BASE_URL=http://127.0.0.1:3102 npx tsx tests/bench/map-web.ts
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS } from './web-support/lighthouse';
import { benchProduct } from './web-support/product';

const RUNS = 3;
const PAGE = '/jawa-barat/bandung';
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

async function once(base: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${base}${PAGE}`, { waitUntil: 'load', timeout: 120_000 });
    const button = page.getByRole('button', { name: 'Tampilkan peta' });
    await button.waitFor({ timeout: 60_000 });
    // a tap counts once the page is hydrated (a parent's earlier tap would be too)
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 120_000 });
    const map = page.getByRole('region', { name: 'Peta hasil pencarian' });
    const started = Date.now();
    await button.click();
    await map.locator('.leaflet-marker-icon').first().waitFor({ timeout: 120_000 });
    const markersMs = Date.now() - started;
    await page.locator('[data-basemap="shipped"] canvas').first().waitFor({ timeout: 120_000 });
    const basemapMs = Date.now() - started;
    return { markersMs, basemapMs };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const product = await benchProduct();
try {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once(product.base));
  const result = {
    benchmark: 'map-web',
    at: new Date().toISOString(),
    options: { page: PAGE, runs: RUNS, viewport: '390x844', network: 'slow 4G', cpu: '4x' },
    markersMs: median(runs.map((r) => r.markersMs)),
    basemapMs: median(runs.map((r) => r.basemapMs)),
    runs,
  };
  const json = JSON.stringify(result, null, 2);
  console.log(json);
  await mkdir(new URL('../../bench-results/', import.meta.url), { recursive: true });
  await writeFile(new URL('../../bench-results/map-web.json', import.meta.url), `${json}\n`);
} finally {
  await product.stop();
}
