import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '@db/client';
import { launchBrowser, openPage } from './support/browser';
import { adminLogin, createSiteAdmin } from './accounts-support';
import { costTable, createFullSchool, productDatabase, type SeededSchool } from './school-support';

// The school page's visit count (SPEC §2 'School detail'): each view is
// counted, and only a signed-in admin sees the count.

let browser: Browser;
let sql: Sql;
let full: SeededSchool;

beforeAll(async () => {
  const db = productDatabase();
  if (!db) throw new Error('school e2e tests need the product database (set E2E_DATABASE_URL)');
  sql = db;
  full = await createFullSchool(sql);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await sql?.end({ timeout: 5 });
});

describe('school page views', () => {
  it('counts a page view once, with POST /api/schools/{id}/view', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    const views: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/view'))
        views.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto(`/school/${full.slug}`);
    await costTable(page).waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(views).toEqual([`POST /api/schools/${full.id}/view`]);
    await context.close();
  });

  it('shows the visit count to a signed-in admin', async () => {
    await sql`UPDATE schools SET view_count = 1234 WHERE id = ${full.id}`;
    await createSiteAdmin('admin-sekolah-e2e', 'rahasia-sekolah-e2e');
    const { page, context } = await openPage(browser, 'desktop');
    await page.goto('/auth');
    await adminLogin(page, 'admin-sekolah-e2e', 'rahasia-sekolah-e2e');
    await page.waitForURL('**/admin');
    await page.goto(`/school/${full.slug}`);
    const count = page.getByTestId('view-count');
    // 1,234, plus the views this file's earlier visits counted if the worker
    // moved them from Redis after the UPDATE (it does so every few seconds)
    const COUNT = /^Dilihat: (\d{1,3}(?:\.\d{3})*) kali$/;
    await expect
      .poll(async () => COUNT.test((await count.textContent()) ?? ''), { timeout: 20_000 })
      .toBe(true);
    const views = Number(COUNT.exec((await count.textContent())!)![1]!.replaceAll('.', ''));
    expect(views).toBeGreaterThanOrEqual(1234);
    expect(views).toBeLessThanOrEqual(1234 + 3);
    await context.close();
  });
});
