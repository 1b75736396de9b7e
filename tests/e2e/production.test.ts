import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolListResponse } from '@core/contracts/schools';
import { createSql, type Sql } from '@db/client';
import { LOCAL_POSTGRES_URL, LOCAL_REDIS_URL } from '../support/services';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  saveScreenshot,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { startE2eStack, type E2eStack } from './support/stack';

// Issue 20 item 8, 'production is the measure': the product with NODE_ENV=production and
// production data (the registry, the fee rules and schools' published price lists; no sample
// fees). An SD negeri page, a hub and a comparison show the rule's lines with their label;
// Nurul Fikri's page says 'SPP tidak dicantumkan' and gives a minimum total. The stack is this
// file's own: the other e2e files run on sample data.

const RULE = 'Aturan: Permendikbud 44/2012 Pasal 9(1)';

let stack: E2eStack;
let sql: Sql;
let browser: Browser;

beforeAll(async () => {
  stack = await startE2eStack(
    process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES_URL,
    process.env.TEST_REDIS_URL ?? LOCAL_REDIS_URL,
    { production: true },
  );
  sql = createSql(stack.databaseUrl, { max: 2, applicationName: 'e2e-production' });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await sql?.end({ timeout: 5 });
  await stack?.stop();
});

/** A page of the production stack, once the app has hydrated it. */
async function open(path: string, viewport: ViewportName = 'phone') {
  const context = await browser.newContext({
    ...VIEWPORTS[viewport],
    baseURL: stack.baseUrl,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto(path);
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  return { page, context, errors };
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${stack.baseUrl}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** Public SD of Kota Bandung without fees of their own (the registry's status, not the name). */
async function sdNegeri(count: number): Promise<{ id: number; slug: string; name: string }[]> {
  return sql<{ id: number; slug: string; name: string }[]>`
    SELECT s.id, s.slug, s.name FROM schools s
    WHERE s.city_code = '32.73' AND s.form = 'SD' AND s.status = 'public'
      AND NOT EXISTS (SELECT 1 FROM cost_items c WHERE c.school_id = s.id)
    ORDER BY s.id LIMIT ${count}`;
}

const costTable = (page: Page) => page.getByRole('table', { name: /Rincian biaya/ });

describe('production data', () => {
  it('has no sample fees at all', async () => {
    const [row] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM cost_items WHERE source::text = 'sample'`;
    expect(row!.n).toBe(0);
  });

  it("an SD negeri page shows the rule's lines with their label, and what stays unknown", async () => {
    const [school] = await sdNegeri(1);
    const { page, context, errors } = await open(`/school/${school!.slug}`);
    await costTable(page).waitFor();
    const rows = await costTable(page)
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [
          tr.querySelector('td span')?.textContent ?? tr.querySelector('td')?.textContent,
          tr.querySelectorAll('td')[2]?.textContent,
        ]),
      );
    expect(rows).toEqual([
      ['SPP', 'Rp 0'],
      ['Uang Pangkal', 'Rp 0'],
      ['Daftar Ulang', 'Rp 0'],
      ['Seragam', 'belum diketahui'],
      ['Buku', 'belum diketahui'],
    ]);
    expect(await costTable(page).getByText(RULE).count()).toBe(3);
    expect(await page.getByText('Belum ada data biaya').count()).toBe(0);
    expect(await page.getByText('Data contoh', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Negeri', { exact: true }).first().isVisible()).toBe(true);
    await saveScreenshot(page, 'production-sd-negeri');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a parent reports a levy the rule forbids from the school page; it is kept, never a fee', async () => {
    const [school] = await sdNegeri(1);
    const { page, context, errors } = await open(`/school/${school!.slug}`);
    await page.getByRole('button', { name: 'Sekolah memungut biaya yang dilarang aturan' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Biaya yang dipungut').selectOption({ label: `SPP (${RULE})` });
    await dialog.getByLabel('Jumlah yang diminta (Rp)').fill('150.000');
    await dialog.getByLabel('Ceritakan pungutannya').fill('Diminta SPP tiap bulan lewat komite.');
    await saveScreenshot(page, 'production-levy-report', { fullPage: false });
    await dialog.getByRole('button', { name: 'Kirim Laporan' }).click();
    await page
      .getByText(/^Laporan pungutan terkirim/)
      .first()
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    const rows = await sql<{ ruleId: string; item: string; amount: number }[]>`
      SELECT rule_id, item, amount FROM levy_reports WHERE school_id = ${school!.id}`;
    expect(rows).toEqual([{ ruleId: 'R01', item: 'spp', amount: 150_000 }]);
    const [fees] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM cost_items WHERE school_id = ${school!.id}`;
    expect(fees!.n).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a hub lists SD negeri with the rule's SPP, labelled", async () => {
    const list = await api<SchoolListResponse>(
      '/api/schools?province=jawa-barat&city=bandung&level=sd&limit=12',
    );
    const ruled = list.schools.filter((s) => s.costs?.spp?.source?.kind === 'regulation');
    expect(ruled.length, 'SD of the hub with the rule’s SPP').toBeGreaterThan(0);
    const { page, context, errors } = await open('/jawa-barat/bandung/sd', 'desktop');
    const card = page.locator('article').filter({ hasText: ruled[0]!.name }).first();
    await card.waitFor();
    const spp = card.locator('div').filter({ has: page.getByText('SPP Bulanan', { exact: true }) });
    expect(await spp.last().textContent()).toBe(`SPP BulananRp 0· aturan (${RULE})`);
    // the hub keeps a fee table: the rule's fees per form and status, apart from any medians
    const ruleFees = page.getByTestId('city-rule-fees');
    await ruleFees.waitFor();
    const sd = ruleFees.getByRole('row').filter({ hasText: 'SD Negeri' }).first();
    expect(await sd.locator('td').allTextContents()).toEqual(
      expect.arrayContaining(['Rp 0· aturan']),
    );
    expect(await sd.getByRole('rowheader').textContent()).toContain(RULE);
    await saveScreenshot(ruleFees, 'production-hub-rule-fees');
    expect(await page.getByText('Data contoh', { exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'production-hub', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a comparison of SD negeri shows the rule's fees with their label", async () => {
    const schools = await sdNegeri(3);
    const { page, context, errors } = await open(
      `/comparison?ids=${schools.map((s) => s.id).join(',')}`,
      'desktop',
    );
    const sources = page.locator('table tbody tr [data-testid="fee-source"]');
    await sources.first().waitFor();
    const labels = await sources.allTextContents();
    expect(labels.length).toBeGreaterThanOrEqual(3);
    expect(labels.filter((label) => label === RULE).length).toBeGreaterThanOrEqual(3);
    expect(await page.getByText('Data contoh', { exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'production-comparison', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Nurul Fikri: 'SPP tidak dicantumkan' and a minimum total, never Rp 0", async () => {
    const [school] = await sql<{ slug: string }[]>`
      SELECT slug FROM schools WHERE npsn = '20228756'`;
    expect(school, 'SDIT Nurul Fikri (NPSN 20228756)').toBeDefined();
    const { page, context, errors } = await open(`/school/${school!.slug}`, 'desktop');
    await page.getByText('SPP tidak dicantumkan').first().waitFor();
    const summary = page.getByText('Total Biaya Awal', { exact: true }).locator('..');
    expect(await summary.textContent()).toMatch(/^Total Biaya Awalpaling sedikitRp [\d.]+$/);
    expect(await page.getByTestId('minimum-note').textContent()).toContain('SPP');
    expect(await page.getByText('Data contoh', { exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'production-nurul-fikri', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
