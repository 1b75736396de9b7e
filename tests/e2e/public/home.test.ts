import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  gotoApp,
  pathOf,
  saveScreenshot,
  seriousA11yViolations,
  useBrowser,
} from '../support/browser';

const openPage = useBrowser();

async function home(viewport: 'phone' | 'desktop' = 'desktop', route = '/') {
  const opened = await openPage(viewport);
  await gotoApp(opened.page, route);
  await opened.page
    .getByRole('heading', { name: 'Cari Sekolah Terbaik untuk Anak Anda' })
    .waitFor();
  return opened;
}

const provinceSelect = (page: Page) => page.getByRole('search').getByRole('combobox');
const searchText = (page: Page) =>
  page.getByRole('searchbox', { name: 'Nama Sekolah atau Lokasi' }).first();

describe('home page', () => {
  it.each(['phone', 'desktop'] as const)(
    'shows the hero, stats, top cities and up to 6 recent schools (%s)',
    async (viewport) => {
      const { page, context, errors } = await home(viewport);
      const recent = page.locator('section', {
        has: page.getByRole('heading', { name: 'Sekolah Terbaru' }),
      });
      await expect
        .poll(() => recent.getByRole('article').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      expect(await recent.getByRole('article').count()).toBeLessThanOrEqual(6);
      for (const label of ['Total Sekolah', 'Provinsi', 'Kota/Kabupaten', 'Daerah']) {
        expect(await page.getByText(label, { exact: true }).first().isVisible()).toBe(true);
      }
      await expect
        .poll(async () => (await page.locator('[data-stat="Total Sekolah"]').textContent())?.trim())
        .not.toBe('0');
      const card = recent.getByRole('article').first();
      expect(await card.getByRole('link', { name: /^Lihat Detail/ }).count()).toBe(1);
      // 'Bandingkan' adds the school to the comparison list (issue 9)
      expect(await card.getByRole('button', { name: /^Bandingkan/ }).count()).toBe(1);
      // the fee block names its year, with amounts or 'Belum ada data biaya'
      expect(await card.textContent()).toMatch(
        /Biaya Tahun Ajaran \d{4}\/\d{4}.*(Rp \d{1,3}(\.\d{3})*|Belum ada data biaya)/,
      );
      expect(await page.title()).toBe(
        'Biaya Sekolah - Cari dan Bandingkan Biaya Sekolah di Indonesia',
      );
      await saveScreenshot(page, `${viewport}-home`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('rule 1: a province from the list goes to its listing path, with q when text is given', async () => {
    const { page, context } = await home();
    await provinceSelect(page).selectOption({ label: 'Jawa Barat' });
    await searchText(page).fill('negeri');
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.waitForURL('**/jawa-barat?q=negeri');
    expect(pathOf(page)).toBe('/jawa-barat?q=negeri');
    await context.close();
  });

  it('rule 2: a province not in the list goes home with q and provinceId', async () => {
    const { page, context } = await home('desktop', '/?provinceId=atlantis');
    await searchText(page).fill('sd');
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.waitForURL(/q=sd/);
    expect(pathOf(page)).toBe('/?q=sd&provinceId=atlantis');
    await context.close();
  });

  it('rule 3: text without a province goes to /indonesia with q', async () => {
    const { page, context } = await home('phone');
    await searchText(page).fill('  smp negeri ');
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.waitForURL('**/indonesia?*');
    expect(pathOf(page)).toBe('/indonesia?q=smp+negeri');
    await context.close();
  });

  it('rule 4: neither goes to /indonesia', async () => {
    const { page, context } = await home();
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.waitForURL('**/indonesia');
    expect(pathOf(page)).toBe('/indonesia');
    await context.close();
  });

  it('reads the footer parameters and retitles the page', async () => {
    const { page, context, errors } = await home(
      'desktop',
      '/?provinceId=dki-jakarta&educationLevel=sd',
    );
    await page.getByRole('heading', { name: 'Hasil Pencarian' }).waitFor();
    await expect.poll(() => page.title()).toBe('Sekolah SD di DKI Jakarta | Biaya Sekolah');
    await expect
      .poll(() => page.getByText(/Menampilkan 1 - \d+ dari [\d.]+ sekolah/).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    const results = page.locator('section', {
      has: page.getByRole('heading', { name: 'Hasil Pencarian' }),
    });
    const locations = await results.getByRole('article').allTextContents();
    expect(locations.length).toBeGreaterThan(0);
    for (const text of locations) expect(text).toContain('DKI Jakarta');
    await saveScreenshot(page, 'desktop-home-search-results');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('completes a footer city without its province from the answer', async () => {
    const { page, context, errors } = await home('desktop', '/?cityId=bandung');
    await page.waitForURL((url) => url.searchParams.get('province') === 'jawa-barat');
    expect(new URL(page.url()).searchParams.get('city')).toBe('bandung');
    // the select shows the city once the province's cities have loaded
    await expect.poll(() => page.getByLabel('Kota/Kabupaten').inputValue()).toBe('bandung');
    const results = page.locator('section', {
      has: page.getByRole('heading', { name: 'Hasil Pencarian' }),
    });
    const cards = await results.getByRole('article').allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    for (const text of cards) expect(text).toContain('Kota Bandung');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('applies levels at once and text after a pause, resetting the page to 1', async () => {
    const { page, context } = await home('desktop', '/?province=jawa-barat&page=2');
    const results = page.locator('section', {
      has: page.getByRole('heading', { name: 'Hasil Pencarian' }),
    });
    await results.getByRole('combobox', { name: 'Jenjang Pendidikan' }).selectOption('smp');
    await page.waitForURL(/level=smp/);
    expect(pathOf(page)).toBe('/?province=jawa-barat&level=smp');

    await results.getByRole('searchbox', { name: 'Nama Sekolah atau Lokasi' }).fill('negeri');
    // nothing changes while typing; the URL follows about 300 ms later
    expect(pathOf(page)).toBe('/?province=jawa-barat&level=smp');
    await page.waitForURL(/q=negeri/, { timeout: 3000 });
    expect(pathOf(page)).toBe('/?q=negeri&province=jawa-barat&level=smp');

    // choosing another province clears the city
    await results
      .getByRole('combobox', { name: 'Kota/Kabupaten' })
      .selectOption({ label: 'Kota Bandung' });
    await page.waitForURL(/city=bandung/);
    await results
      .getByRole('combobox', { name: 'Provinsi' })
      .selectOption({ label: 'DKI Jakarta' });
    await page.waitForURL(/province=dki-jakarta/);
    expect(pathOf(page)).not.toContain('city=');
    await context.close();
  });
});
