import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  gotoApp,
  pathOf,
  saveScreenshot,
  seriousA11yViolations,
  useBrowser,
} from '../support/browser';

const openPage = useBrowser();

async function home(viewport: 'phone' | 'desktop' = 'desktop', route = '/', width?: number) {
  const opened = await openPage(viewport, width ? { width } : {});
  await gotoApp(opened.page, route);
  await opened.page
    .getByRole('heading', { name: 'Cari Sekolah Terbaik untuk Anak Anda' })
    .waitFor();
  return opened;
}

const provinceSelect = (page: Page) =>
  page.getByRole('search').getByRole('combobox', { name: 'Provinsi' });
const searchText = (page: Page) =>
  page.getByRole('search').getByRole('combobox', { name: 'Nama Sekolah atau Lokasi' });

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

  it.each([
    ['390 px phone', 'phone', 390],
    ['desktop', 'desktop', undefined],
  ] as const)(
    'on a %s, offers whole names for a name typed partway and opens the one tapped',
    async (_, viewport, width) => {
      type Listed = { schools: { name: string; slug: string }[] };
      const get = async (query: string) =>
        ((await (await fetch(`${baseUrl()}/api/schools?${query}`)).json()) as Listed).schools;
      // a school whose name, its last word cut short, the search completes to it (by rule)
      let wanted: { name: string; slug: string; typed: string } | undefined;
      for (const school of await get('province=jawa-barat&limit=50')) {
        const words = school.name.split(/\s+/);
        const last = words.at(-1)!;
        if (words.length < 3 || !/^[a-z]{5,}$/i.test(last)) continue;
        const typed = [...words.slice(0, -1), last.slice(0, Math.ceil(last.length * 0.6))]
          .join(' ')
          .toLowerCase();
        const found = await get(`q=${encodeURIComponent(typed)}&limit=5`);
        if (found.some((hit) => hit.slug === school.slug)) {
          wanted = { ...school, typed };
          break;
        }
      }
      expect(wanted, 'a Jawa Barat school named in three or more words').toBeDefined();
      const { page, context, errors } = await home(viewport, '/', width);
      await searchText(page).fill(wanted!.typed);
      const suggestions = page.getByRole('listbox', { name: 'Saran nama sekolah' });
      const option = suggestions.getByRole('option', {
        name: new RegExp(`^${wanted!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      });
      await option.waitFor();
      // whole names, never the text as typed
      for (const name of await suggestions
        .getByRole('option')
        .locator('span:first-child')
        .allTextContents())
        expect(name.toLowerCase()).not.toBe(wanted!.typed);
      expect(await searchText(page).getAttribute('aria-expanded')).toBe('true');
      const [scroll, client] = await page.evaluate<[number, number]>(
        '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
      );
      expect(scroll).toBeLessThanOrEqual(client);
      await saveScreenshot(page, `${viewport}-home-suggestions`, { fullPage: false });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await option.click();
      await page.waitForURL(`**/school/${wanted!.slug}`);
      await page.getByRole('heading', { level: 1, name: wanted!.name }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
