import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  pathOf,
  saveScreenshot,
  seriousA11yViolations,
  useBrowser,
} from './support/browser';
import { signInAtDevProvider } from './accounts-support';
import { api, rows } from './comparison-support';

// The comparison (SPEC §2 'Comparison') as an anonymous visitor: 5 rows and
// the sign-in prompt, filters kept in the URL, the table on a phone.

const openPage = useBrowser();

const filters = (page: Page) => page.getByRole('search', { name: 'Filter perbandingan' });
// 'Menampilkan 5 sekolah', or 'Menampilkan 5 dari 516 sekolah' when more exist (issue 9)
const COUNT = /^Menampilkan (\d+)(?: dari [\d.]+)? sekolah$/;

async function shownCount(page: Page): Promise<number> {
  const line = page.getByText(COUNT);
  await line.waitFor({ timeout: 20_000 });
  return Number(COUNT.exec((await line.textContent()) ?? '')![1]);
}

describe('comparison for anonymous visitors', () => {
  it.each(['desktop', 'phone'] as const)(
    '%s: 5 rows with every column, then the sign-in prompt for all N',
    async (viewport) => {
      const expected = await api('limit=100');
      expect(expected.limited).toBe(true);
      const { page, context, errors } = await openPage(viewport);
      await page.goto('/comparison');
      expect(await shownCount(page)).toBe(5);
      expect(await rows(page).count()).toBe(5);
      expect(await page.locator('table thead th').allTextContents()).toEqual([
        'Nama Sekolah',
        'Kota',
        'Jenjang',
        'Tahun Ajaran',
        'Pendaftaran',
        'Uang Pangkal',
        'KBM',
        'SPP',
        'Seragam',
        'Buku',
        'Total Biaya Awal',
        'Biaya Tahun Pertama',
        'Siswa',
      ]);
      // school names link to their pages, in the server's order
      const links = rows(page).locator('th a');
      expect(await links.allTextContents()).toEqual(expected.schools.map((s) => s.name));
      expect(await links.first().getAttribute('href')).toBe(`/school/${expected.schools[0]!.slug}`);
      // amounts carry their frequency captions (the fee columns: td 4 to 9)
      const captions = await rows(page)
        .locator('td:nth-of-type(n+4):nth-of-type(-n+9) span.text-xs:not([data-testid])')
        .allTextContents();
      expect(captions.length).toBeGreaterThan(0);
      for (const caption of captions)
        expect(['1 kali', 'per bulan', 'per tahun', 'per semester', 'per 6 bulan']).toContain(
          caption,
        );

      // each amount says where it comes from
      const sources = await rows(page).locator('[data-testid="fee-source"]').allTextContents();
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources)
        expect(source).toMatch(
          /^(Admin sekolah|Admin Biaya Sekolah|Kontribusi orang tua.*|Dipublikasikan sekolah|Aturan.*|Data contoh)$/,
        );
      // demo fees say so on every row that has them
      const sampleRows = expected.schools.filter((school) => school.costs?.isSample).length;
      expect(await rows(page).getByTestId('sample-mark').count()).toBe(sampleRows);

      // the total as the page read it: the pipeline of an earlier test file may
      // still add a school with fees around it, so the API before or after
      const prompt = page.getByRole('heading', { name: /^Lihat Semua [\d.]+ Sekolah$/ });
      await prompt.waitFor();
      const after = await api('limit=100');
      expect(
        [expected.total, after.total].map(
          (n) => `Lihat Semua ${n.toLocaleString('id-ID')} Sekolah`,
        ),
      ).toContain(await prompt.textContent());
      for (const benefit of ['Hanya 2 menit', 'Akses ke semua halaman', 'Simpan sekolah favorit'])
        expect(await page.getByText(benefit, { exact: true }).isVisible()).toBe(true);
      const signIn = page.getByRole('link', { name: 'Masuk dengan Google' });
      const href = new URL((await signIn.getAttribute('href'))!, baseUrl());
      expect(href.pathname).toBe('/api/oauth/login');
      expect(href.searchParams.get('redirect')).toBe('/comparison');

      await saveScreenshot(page, `${viewport}-comparison`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['a 390 px phone', 'phone', '/comparison/jawa-barat?sort=cost_desc', 'cost_desc'],
    ['a desktop', 'desktop', '/comparison/jawa-barat?sort=name', 'name'],
  ] as const)(
    'on %s, signing in from the prompt comes back to the same comparison and filters',
    async (_, viewport, path, sort) => {
      const { page, context, errors } = await openPage(
        viewport,
        viewport === 'phone' ? { width: 390 } : {},
      );
      await page.goto(path);
      const signIn = page.getByRole('link', { name: 'Masuk dengan Google' });
      await signIn.waitFor();
      expect(
        new URL((await signIn.getAttribute('href'))!, baseUrl()).searchParams.get('redirect'),
      ).toBe(path);
      await signIn.click();
      await signInAtDevProvider(page, `Ibu Rina Perbandingan ${viewport}`);
      await page.waitForURL((url) => `${url.pathname}${url.search}` === path, { timeout: 30_000 });
      // signed in: more than the anonymous 5, still the province and the order asked for
      await expect.poll(() => shownCount(page), { timeout: 20_000 }).toBeGreaterThan(5);
      expect(await page.getByRole('combobox', { name: 'Urutkan menurut' }).inputValue()).toBe(sort);
      expect(await page.getByRole('link', { name: 'Masuk dengan Google' }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('cannot get more than 5 rows by asking the API', async () => {
    const answer = await api('limit=100&provinceId=jawa-barat');
    expect(answer.schools).toHaveLength(5);
    expect(answer.total).toBeGreaterThan(5);
  });

  it('explains KBM and uniform in tooltips', async () => {
    const { page, context } = await openPage('desktop');
    await page.goto('/comparison');
    await shownCount(page);
    await page.getByRole('button', { name: /^Penjelasan KBM/ }).focus();
    await page.getByRole('tooltip').filter({ hasText: 'Kegiatan Belajar Mengajar' }).waitFor();
    await page.getByRole('button', { name: /^Penjelasan Seragam/ }).focus();
    await page.getByRole('tooltip').filter({ hasText: 'seragam sekolah' }).waitFor();
    await saveScreenshot(page, 'desktop-comparison-tooltip', { fullPage: false });
    await context.close();
  });
});

describe('comparison filters', () => {
  it('keep every choice in the URL and read it back', async () => {
    const { page, context, errors } = await openPage('desktop');
    await page.goto('/comparison');
    await shownCount(page);
    const province = filters(page).getByRole('combobox', { name: 'Provinsi' });
    const city = filters(page).getByRole('combobox', { name: 'Kota/Kabupaten' });
    const level = filters(page).getByRole('combobox', { name: 'Jenjang Pendidikan' });
    expect(await level.locator('option').allTextContents()).toEqual([
      'Semua Jenjang',
      'TK',
      'SD',
      'SMP',
      'SMA',
      'SMK',
    ]);
    expect(await city.isDisabled()).toBe(true);

    await level.selectOption({ label: 'SMP' });
    await page.waitForURL('**/comparison?level=smp');
    await province.selectOption({ label: 'Jawa Barat' });
    await page.waitForURL('**/comparison/jawa-barat?level=smp');
    await expect.poll(() => city.isEnabled()).toBe(true);
    await expect.poll(() => city.locator('option', { hasText: 'Kota Depok' }).count()).toBe(1);
    await city.selectOption({ label: 'Kota Depok' });
    await page.waitForURL('**/comparison/jawa-barat/depok/smp');
    await expect
      .poll(async () => [
        ...new Set(await rows(page).locator('td:nth-of-type(1)').allTextContents()),
      ])
      .toEqual(['Kota Depok']);
    expect([...new Set(await rows(page).locator('td:nth-of-type(2)').allTextContents())]).toEqual([
      'SMP',
    ]);

    // the name search applies after typing stops, trimmed
    const expected = await api(
      'provinceId=jawa-barat&cityId=depok&educationLevel=smp&search=negeri',
    );
    await filters(page).getByRole('searchbox', { name: 'Cari Sekolah' }).fill(' negeri ');
    await page.waitForURL('**/comparison/jawa-barat/depok/smp?q=negeri');
    await expect.poll(() => shownCount(page)).toBe(expected.schools.length);

    // a reload keeps every filter
    await page.reload();
    await shownCount(page);
    expect(await level.inputValue()).toBe('smp');
    expect(await province.inputValue()).toBe('jawa-barat');
    await expect.poll(() => city.inputValue()).toBe('depok');
    expect(await filters(page).getByRole('searchbox').inputValue()).toBe('negeri');

    // choosing another province clears the city; 'all' clears a filter
    await province.selectOption({ label: 'DKI Jakarta' });
    await page.waitForURL('**/comparison/dki-jakarta?level=smp&q=negeri');
    await level.selectOption({ label: 'Semua Jenjang' });
    await page.waitForURL('**/comparison/dki-jakarta?q=negeri');
    expect(pathOf(page)).toBe('/comparison/dki-jakarta?q=negeri');

    // the back button walks the filters back
    await page.goBack();
    await page.waitForURL('**/comparison/dki-jakarta?level=smp&q=negeri');
    // the router renders the history step in a transition, after the URL has changed
    await expect.poll(() => level.inputValue()).toBe('smp');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens from a card's path with the level in it and says when nothing matches", async () => {
    const { page, context } = await openPage('phone');
    await page.goto('/comparison/jawa-barat/bandung/sd');
    await shownCount(page);
    expect(await page.title()).toBe(
      'Perbandingan Biaya Sekolah SD di Kota Bandung | Biaya Sekolah',
    );
    await page.goto('/comparison/jawa-barat/bandung/sd?q=zzzqqqxxx');
    await page.getByText('Tidak ada sekolah yang ditemukan').waitFor({ timeout: 20_000 });
    expect(await page.locator('table').count()).toBe(0);
    await saveScreenshot(page, 'phone-comparison-empty');
    await context.close();
  });

  it('shows the loading text while the schools load', async () => {
    const { page, context } = await openPage('phone');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/schools/comparison**', async (route) => {
      await held;
      await route.continue();
    });
    // the server sends the comparison with its rows: the loading text shows
    // when the app itself opens it (a navigation in the browser)
    await page.goto('/about');
    await page.evaluate(
      `history.pushState({}, '', '/comparison'); dispatchEvent(new PopStateEvent('popstate'))`,
    );
    await page.getByText('Memuat data sekolah...').waitFor({ timeout: 20_000 });
    await saveScreenshot(page, 'phone-comparison-loading');
    release();
    await shownCount(page);
    await context.close();
  });
});

describe('comparison on a 360 px phone', () => {
  it('stacks the schools as cards with the total on top: nothing scrolls sideways', async () => {
    const { page, context } = await openPage('phone');
    await page.goto('/comparison');
    await shownCount(page);
    const stacked = page.getByRole('list', { name: 'Perbandingan biaya per sekolah' });
    await stacked.getByRole('article').first().waitFor();
    expect(await stacked.getByRole('article').count()).toBe(5);
    expect(await page.getByRole('region', { name: /Tabel perbandingan/ }).isVisible()).toBe(false);
    const first = stacked.getByRole('article').first();
    const total = first.getByText('Total Biaya Awal');
    expect(await total.isVisible()).toBe(true);
    // the total comes right under the school's name, before the other fees
    const [nameBox, totalBox, feeBox] = await Promise.all([
      first.locator('h3').boundingBox(),
      total.boundingBox(),
      first.getByText('Uang Pangkal').boundingBox(),
    ]);
    expect(totalBox!.y).toBeGreaterThan(nameBox!.y);
    expect(totalBox!.y).toBeLessThan(feeBox!.y);
    expect(page.viewportSize()?.width).toBe(360);
    expect(await page.locator('body').evaluate((body) => body.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await saveScreenshot(page, 'phone-comparison-stacked', { fullPage: false });
    await context.close();
  });
});
