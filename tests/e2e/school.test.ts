import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '@db/client';
import { isOldAcademicYear } from '@core/provenance';
import {
  launchBrowser,
  openPage,
  saveScreenshot,
  seriousA11yViolations,
  type ViewportName,
} from './support/browser';
import {
  createFullSchool,
  createPublicSchoolWithoutFees,
  createSchoolWithoutFees,
  costTable,
  FULL_SCHOOL_TOTALS,
  productDatabase,
  type SeededSchool,
} from './school-support';

// The school page (SPEC §2 'School detail') on schools this file creates in
// the product's database, so every field and default is known.

let browser: Browser;
let sql: Sql;
let full: SeededSchool;
let empty: SeededSchool;
let ruled: SeededSchool;

beforeAll(async () => {
  const db = productDatabase();
  if (!db) throw new Error('school e2e tests need the product database (set E2E_DATABASE_URL)');
  sql = db;
  full = await createFullSchool(sql);
  empty = await createSchoolWithoutFees(sql);
  ruled = await createPublicSchoolWithoutFees(sql);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await sql?.end({ timeout: 5 });
});

async function openSchool(ref: string | number, viewport: ViewportName = 'desktop') {
  const opened = await openPage(browser, viewport);
  await opened.page.goto(`/school/${ref}`);
  await opened.page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
  return opened;
}

const yearSelect = (page: Page) => page.getByRole('combobox', { name: 'Tahun Ajaran' });

describe('school page', () => {
  it.each(['desktop', 'phone'] as const)(
    '%s: every field with its default, breadcrumb, title and structured data',
    async (viewport) => {
      const { page, context, errors } = await openSchool(full.slug, viewport);
      const header = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 1 }) });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(full.name);
      for (const badge of ['SD', 'Swasta', `Yayasan Uji Pelita ${full.id}`]) {
        expect(await header.getByText(badge, { exact: true }).isVisible()).toBe(true);
      }
      expect(await header.getByText('Jaringan sekolah uji coba di Jawa Barat').isVisible()).toBe(
        true,
      );
      expect(
        await header
          .getByText(/^Jl\. Setiabudi No\. 7, Isola, .+, Kota Bandung, Jawa Barat, 40154$/)
          .isVisible(),
      ).toBe(true);

      const info = page.locator('dl').filter({ hasText: 'NPSN' });
      const facts = Object.fromEntries(
        await info
          .locator('div')
          .evaluateAll((rows) =>
            rows.map((row) => [
              row.querySelector('dt')?.textContent,
              row.querySelector('dd')?.textContent,
            ]),
          ),
      );
      expect(facts).toMatchObject({
        'Jenjang Pendidikan': 'SD',
        // unknown values are not given a default (docs/decisions.md, 'Honest labels')
        Kurikulum: 'Belum ada data',
        Akreditasi: 'Belum ada data',
      });
      expect(facts.NPSN).toMatch(/^9\d{7}$/);
      expect(await page.locator('h3:text-is("Fasilitas") + ul li').allTextContents()).toEqual([
        'Perpustakaan',
        'Laboratorium IPA',
        'Lapangan Basket',
      ]);
      expect(
        await page.getByText('Sekolah dasar uji dengan kelas kecil dan kegiatan alam.').isVisible(),
      ).toBe(true);
      // no picture yet: the illustration stands in
      expect(await page.getByRole('img', { name: 'Ilustrasi gedung sekolah' }).isVisible()).toBe(
        true,
      );

      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      expect(await crumbs.getByRole('listitem').allTextContents()).toEqual([
        'Beranda',
        'Jawa Barat',
        'Kota Bandung',
        'SD',
        full.name,
      ]);
      expect(
        await crumbs
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual(['/', '/jawa-barat', '/jawa-barat/bandung', '/jawa-barat/bandung/sd']);

      expect(await page.title()).toBe(
        `${full.name} - SD di Kota Bandung - Biaya & Info Lengkap | Biaya Sekolah`,
      );
      const jsonLd = JSON.parse(
        (await page.locator('head script[type="application/ld+json"]').first().textContent())!,
      );
      expect(jsonLd['@type']).toBe('BreadcrumbList');
      expect(jsonLd.itemListElement.map((item: { name: string }) => item.name)).toEqual([
        'Beranda',
        'Jawa Barat',
        'Kota Bandung',
        'SD',
        full.name,
      ]);

      // quick actions: report button and the last update in Indonesian; no visit count for visitors
      const actions = page.locator('aside');
      expect(await actions.getByRole('button', { name: 'Laporkan Data' }).isVisible()).toBe(true);
      expect(
        await actions.getByText(/Terakhir diperbarui: \d{1,2} [A-Z][a-z]+ \d{4}/).count(),
      ).toBe(1);
      expect(await actions.getByText('Dilihat').count()).toBe(0);

      await costTable(page).waitFor();
      await saveScreenshot(page, `${viewport}-school-detail`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('opens by numeric id as well as by slug', async () => {
    const { page, context } = await openSchool(full.id, 'phone');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(full.name);
    await context.close();
  });

  it('lists only years with costs, newest first, loads one year at a time, and totals it', async () => {
    const { page, context } = await openPage(browser, 'desktop');
    const costCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/fee-facts')) costCalls.push(new URL(request.url()).search);
    });
    await page.goto(`/school/${full.slug}`);
    await costTable(page).waitFor({ timeout: 20_000 });

    // a year that ended more than 12 months ago is marked old (core/provenance)
    const older = isOldAcademicYear('2024/2025') ? '2024/2025 (lama)' : '2024/2025';
    const options = await yearSelect(page).locator('option').allTextContents();
    expect(options).toEqual(['2025/2026', older]);
    expect(await yearSelect(page).locator('option:checked').textContent()).toBe('2025/2026');
    // the selected year's lines came with the page's HTML (server rendered)
    expect(costCalls).toHaveLength(0);

    const rows = await costTable(page)
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [
          tr.querySelector('td span')?.textContent,
          tr.querySelectorAll('td')[1]?.textContent,
          tr.querySelectorAll('td')[2]?.textContent,
        ]),
      );
    expect(rows).toEqual([
      ['Biaya Pendaftaran', 'Sekali', 'Rp 250.000'],
      ['Uang Pangkal', 'Sekali', 'Rp 6.000.000'],
      ['SPP', 'Bulanan', 'Rp 450.000'],
      ['Seragam', 'Sekali', 'Rp 700.000'],
      ['Buku', 'Tahunan', 'Rp 800.000'],
      ['Study Tour', 'Tahunan', 'Rp 1.200.000'],
    ]);
    expect(await costTable(page).getByText('Khusus sekolah').count()).toBe(1);
    const summary = page.getByText('Total Biaya Awal', { exact: true }).locator('..');
    expect(await summary.textContent()).toBe(`Total Biaya Awal${FULL_SCHOOL_TOTALS['2025/2026']}`);
    expect(
      await page
        .getByText('Sudah termasuk SPP bulan pertama, biaya tahunan, dan biaya sekali bayar.')
        .isVisible(),
    ).toBe(true);
    // the badge, and each line's source
    expect(await page.getByText('Data contoh', { exact: true }).first().isVisible()).toBe(true);
    expect(await costTable(page).getByText('Admin sekolah', { exact: true }).count()).toBe(1);
    // the cost card's badge (the area benchmarks below may carry one of their own)
    expect(
      await page.getByTitle('Biaya ini adalah data contoh, bukan biaya resmi sekolah').isVisible(),
    ).toBe(true);

    await yearSelect(page).selectOption({ label: older });
    if (older !== '2024/2025') await page.getByText('Biaya lama.').waitFor();
    // that year lists no uniform and no books: the total is a minimum and says what it leaves out
    await expect
      .poll(() => summary.textContent())
      .toBe(`Total Biaya Awalpaling sedikit${FULL_SCHOOL_TOTALS['2024/2025']}`);
    expect(await costTable(page).locator('tbody tr:not([data-testid="unknown-fee"])').count()).toBe(
      2,
    );
    expect(await costTable(page).getByTestId('unknown-fee').allTextContents()).toEqual([
      'Seragamtidak dicantumkan',
      'Bukutidak dicantumkan',
    ]);
    expect(await page.getByTestId('minimum-note').textContent()).toBe(
      'Seragam dan buku tidak dicantumkan pada daftar biaya tahun ini, jadi total ini belum termasuk biaya tersebut.',
    );
    expect(costCalls).toHaveLength(1);
    expect(costCalls[0]).toMatch(/academicYearId=\d+/);
    await context.close();
  });

  it("shows the rule's fees, labelled with the rule, for a public school without fees of its own", async () => {
    const { page, context } = await openSchool(ruled.slug, 'phone');
    expect(await page.getByText('Negeri', { exact: true }).first().isVisible()).toBe(true);
    await costTable(page).waitFor();
    const rows = await costTable(page)
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [
          tr.querySelector('td span')?.textContent ?? tr.querySelector('td')?.textContent,
          tr.querySelectorAll('td')[2]?.textContent,
        ]),
      );
    // uniforms and books are not named by the rule: never Rp 0, 'belum diketahui' instead
    expect(rows).toEqual([
      ['SPP', 'Rp 0'],
      ['Uang Pangkal', 'Rp 0'],
      ['Daftar Ulang', 'Rp 0'],
      ['Seragam', 'belum diketahui'],
      ['Buku', 'belum diketahui'],
    ]);
    expect(await costTable(page).getByText('Aturan: Permendikbud 44/2012 Pasal 9(1)').count()).toBe(
      3,
    );
    // so the total is a minimum, and says what it leaves out
    expect(await page.getByTestId('minimum-note').textContent()).toBe(
      'Seragam dan buku belum diketahui, jadi total ini belum termasuk biaya tersebut.',
    );
    await page
      .getByTestId('rule-notes')
      .getByText(/Sumbangan sukarela/)
      .waitFor();
    expect(await page.getByText('Data contoh', { exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'phone-school-rule-fees');
    await context.close();
  });

  it("shows the empty fee state and the 'Swasta' badge for a private school without fees", async () => {
    const { page, context } = await openSchool(empty.slug, 'phone');
    expect(await page.getByText('Swasta', { exact: true }).first().isVisible()).toBe(true);
    await page.getByText('Belum ada data biaya').waitFor();
    expect(
      await page.getByText('Data biaya untuk tahun ajaran ini belum tersedia.').isVisible(),
    ).toBe(true);
    expect(await yearSelect(page).count()).toBe(0);
    expect(await page.getByText('Data contoh', { exact: true }).count()).toBe(0);
    // no gallery images: no gallery at all
    expect(await page.getByRole('heading', { name: 'Galeri' }).count()).toBe(0);
    await saveScreenshot(page, 'phone-school-no-fees');
    await context.close();
  });

  it('shows a skeleton of fixed size while loading', async () => {
    const { page, context } = await openPage(browser, 'phone');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/schools/slug/**', async (route) => {
      await held;
      await route.continue();
    });
    // the server sends the page with its data: the skeleton shows when the
    // app itself opens a school (a navigation in the browser)
    await page.goto('/about');
    await page.evaluate(
      `history.pushState({}, '', '/school/${full.slug}'); dispatchEvent(new PopStateEvent('popstate'))`,
    );
    await page.getByTestId('school-skeleton').waitFor();
    await saveScreenshot(page, 'phone-school-loading');
    release();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });
});
