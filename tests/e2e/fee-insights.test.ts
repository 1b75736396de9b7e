import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '@db/client';
import { baseUrl, gotoApp, saveScreenshot, useBrowser, type ViewportName } from './support/browser';
import {
  createSchoolWithHistory,
  expectedSchoolCard,
  ogImageOf,
  pngSize,
  type InsightSchool,
} from './fee-insights-support';
import { productDatabase } from './school-support';

// The whole cost on the school page (issue 10): history with % changes, first
// year and to graduation, affordability against the UMP, the area benchmark,
// and the page's own share image. On a school this file creates, and on SDIT
// Nurul Fikri once its published fees are imported (issue 8).

const open = useBrowser();
let sql: Sql;
let fixture: InsightSchool;

beforeAll(async () => {
  const db = productDatabase();
  if (!db) throw new Error('these e2e tests need the product database (set E2E_DATABASE_URL)');
  sql = db;
  fixture = await createSchoolWithHistory(sql);
});
afterAll(async () => {
  await sql?.end({ timeout: 5 });
});

/** Polls the server's head until the page links its own share image (the worker renders it). */
async function waitForShareImage(path: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const image = await ogImageOf(baseUrl(), path);
    if (image && image.includes('/share/schools/')) return image;
    if (Date.now() > deadline) throw new Error(`no share image for ${path}: og:image is ${image}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function openSchool(slug: string, viewport: ViewportName) {
  const opened = await open(viewport);
  await gotoApp(opened.page, `/school/${slug}`);
  await opened.page.getByRole('heading', { name: 'Riwayat Biaya' }).waitFor({ timeout: 20_000 });
  return opened;
}

async function expectWholeCost(page: Page) {
  const whole = page.getByTestId('whole-cost');
  await whole.waitFor();
  const text = (await whole.textContent()) ?? '';
  expect(text).toMatch(/Biaya tahun pertama(paling sedikit )?Rp [\d.]+/);
  // an estimate is rounded, never printed to the rupiah
  expect(text).toMatch(/Perkiraan biaya sampai lulus(paling sedikit )?sekitar Rp [\d,]+ jt/);
  expect(text).toMatch(/6 tahun SD: biaya masuk dihitung sekali/);
  // the school's own increase, with what it was measured on
  expect(text).toMatch(
    /kenaikan rata-rata sekolah ini sendiri, dihitung dari biaya rutin yang sama di tahun-tahun berurutan \(.+; \d{4}\/\d{4} sampai \d{4}\/\d{4}\)/,
  );
}

async function expectBenchmarkAndAffordability(page: Page) {
  const benchmarks = page.getByTestId('area-benchmarks');
  expect(await benchmarks.textContent()).toMatch(
    /sekolah ini lebih (tinggi|rendah) dari \d+% SD swasta di (Kecamatan .+|Kota Depok|Jawa Barat) \(n = \d+\)/,
  );
  const affordability = (await page.getByTestId('affordability').textContent()) ?? '';
  expect(affordability).toMatch(
    /Biaya tahun pertama setara (paling sedikit )?[\d,]+ bulan UMP Jawa Barat 20\d\d\./,
  );
  expect(affordability).toMatch(/UMP Jawa Barat 20\d\d (sekitar )?Rp [\d.]+ per bulan/);
  expect(affordability).toContain('Sumber:');
}

describe('the whole cost of a school with several years of real fees', () => {
  it.each(['desktop', 'phone'] as const)(
    '%s: history with changes, whole cost, affordability and benchmark',
    async (viewport) => {
      const { page, context, errors } = await openSchool(fixture.slug, viewport);
      const history = page.getByRole('table', { name: 'Riwayat biaya per tahun ajaran' });
      const headers = await history.getByRole('columnheader').allTextContents();
      // the newest year first, beside the item names: in view on a phone without scrolling
      expect(headers).toEqual(['Jenis Biaya', '2026/2027', '2025/2026', '2024/2025']);
      const newest = await history.getByRole('columnheader', { name: '2026/2027' }).boundingBox();
      expect(newest!.x + newest!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      const spp = history.getByRole('row', { name: /SPP/ });
      expect(await spp.textContent()).toContain('Rp 1.900.000+5,6%');
      // not carried into the year whose price list has no SPP
      expect((await spp.getByRole('cell').allTextContents()).at(0)).toBe('-');
      expect(await history.getByRole('row', { name: /Dana Pengembangan/ }).textContent()).toContain(
        'Rp 22.500.000+7,1%',
      );
      expect(
        await page.getByRole('img', { name: /Biaya tahun pertama per tahun ajaran/ }).count(),
      ).toBe(1);

      await expectWholeCost(page);
      // the newest year: 22.5 m + 14 m + the dearer uniform (2.5 m); no SPP or books listed
      expect(await page.getByTestId('whole-cost').textContent()).toContain(
        'paling sedikit Rp 39.000.000',
      );
      // the sample fees of Kota Depok, which the benchmark falls back to here, cover 2024-2026
      await page
        .getByRole('combobox', { name: 'Tahun Ajaran' })
        .selectOption({ label: '2025/2026' });
      await page.getByTestId('whole-cost').getByText('Rp 56.800.000').waitFor();
      await expectBenchmarkAndAffordability(page);
      expect(await page.getByTestId('affordability').textContent()).toMatch(
        /SPP bulanan setara \d+% UMP Jawa Barat 2025\./,
      );
      expect(await page.getByTestId('area-benchmarks').textContent()).toContain('data contoh');
      expect(await page.getByRole('button', { name: 'Bagikan' }).isVisible()).toBe(true);
      await saveScreenshot(page, `fee-insights-${viewport}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('links its own share image: a 1200x630 PNG of its card', async () => {
    const image = await waitForShareImage(`/school/${fixture.slug}`);
    expect(image).toMatch(new RegExp(`/share/schools/${fixture.id}\\.png\\?v=[0-9a-f]{12}$`));
    const response = await fetch(image);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    // the same card the worker renders from the school's name, level, city and fees
    expect(png.equals(await expectedSchoolCard(sql, fixture.id))).toBe(true);
  });

  it('Bagikan opens WhatsApp with the page link and a one-line summary', async () => {
    const { page, context } = await openSchool(fixture.slug, 'phone');
    const popup = context.waitForEvent('page');
    // the share address is outside: only the URL it was asked for is checked
    await context.route(/wa\.me/, (route) => route.fulfill({ status: 200, body: 'ok' }));
    await page.getByRole('button', { name: 'Bagikan' }).click();
    const opened = new URL((await popup).url());
    const text = opened.searchParams.get('text') ?? '';
    expect(text).toContain(`${fixture.name} (SD, Kota Depok)`);
    expect(text).toContain(`${baseUrl()}/school/${fixture.slug}`);
    await context.close();
  });
});

describe('SDIT Nurul Fikri (published fees, five academic years)', () => {
  it('shows its history, whole cost, affordability and benchmark, and shares a PNG naming it', async () => {
    const [school] = await sql<{ id: number; slug: string; published: number }[]>`
      SELECT s.id, s.slug,
             (SELECT count(DISTINCT ci.academic_year_id)::int FROM cost_items ci
               WHERE ci.school_id = s.id AND ci.source::text = 'published') AS published
      FROM schools s WHERE s.npsn = '20228756'`;
    // the registry import loads db/data/published_fees.csv.gz in every environment
    expect(school, 'SDIT Nurul Fikri (NPSN 20228756) in the e2e database').toBeDefined();
    // published_fees.csv.gz (2022/2023 to 2025/2026) and published_fees_more.csv.gz (2021/2022)
    expect(school!.published, 'academic years of its published fees').toBe(5);
    const { page, context, errors } = await openSchool(school!.slug, 'desktop');
    const history = page.getByRole('table', { name: 'Riwayat biaya per tahun ajaran' });
    expect(await history.getByRole('columnheader').allTextContents()).toEqual([
      'Jenis Biaya',
      '2025/2026',
      '2024/2025',
      '2023/2024',
      '2022/2023',
      '2021/2022',
    ]);
    // Dana Pendidikan 12.5 m -> 14 m: +12 %
    expect(await history.textContent()).toContain('+12%');
    // the 2025/2026 price list gives no SPP: said so, never Rp 0, and the totals are a minimum
    expect(await page.getByText('SPP tidak dicantumkan').first().isVisible()).toBe(true);
    const summary = page.getByText('Total Biaya Awal', { exact: true }).locator('..');
    expect(await summary.textContent()).toBe('Total Biaya Awalpaling sedikitRp 39.650.000');
    expect(await page.getByTestId('minimum-note').textContent()).toContain(
      'SPP dan buku tidak dicantumkan pada daftar biaya tahun ini',
    );
    expect(await page.getByTestId('whole-cost').textContent()).toContain(
      'Biaya tahun pertamapaling sedikit Rp 39.650.000',
    );
    // the chart marks the years without SPP instead of drawing a fall
    expect(await page.getByTestId('history-missing').textContent()).toContain(
      '2024/2025, 2025/2026: SPP tidak dicantumkan',
    );
    await expectWholeCost(page);
    await expectBenchmarkAndAffordability(page);
    await saveScreenshot(page, 'fee-insights-nurul-fikri');
    expect(errors).toEqual([]);
    await context.close();

    const image = await waitForShareImage(`/school/${school!.slug}`);
    const png = Buffer.from(await (await fetch(image)).arrayBuffer());
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.equals(await expectedSchoolCard(sql, school!.id))).toBe(true);
  });
});
