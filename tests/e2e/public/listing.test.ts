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

const COUNT = /Menampilkan (\d+) - (\d+) dari ([\d.]+) sekolah/;

async function hub(route: string, viewport: 'phone' | 'desktop' = 'desktop') {
  const opened = await openPage(viewport);
  await gotoApp(opened.page, route);
  return opened;
}

async function countLine(page: Page) {
  const line = page.getByText(COUNT);
  await line.waitFor({ timeout: 15_000 });
  const [, from, to, total] = COUNT.exec((await line.textContent()) ?? '')!;
  return { from: Number(from), to: Number(to), total: Number(total!.replace(/\./g, '')) };
}

const sidebar = (page: Page) => page.getByRole('form', { name: 'Filter sekolah' });

/** The URL changes before React renders the new page: wait for its heading too. */
async function arrived(page: Page, url: string | RegExp, heading: string) {
  await page.waitForURL(url);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('listing hubs', () => {
  it.each([
    ['desktop', '/indonesia'],
    ['phone', '/jawa-barat'],
    ['desktop', '/jawa-barat/bandung'],
    ['phone', '/jawa-barat/bandung/sd'],
  ] as const)('%s %s: breadcrumb, count line, cards with every field', async (viewport, route) => {
    const { page, context, errors } = await hub(route, viewport);
    const { from, to, total } = await countLine(page);
    expect(from).toBe(1);
    expect(to).toBe(Math.min(12, total));
    const cards = page.getByRole('list', { name: 'Daftar sekolah' }).getByRole('article');
    expect(await cards.count()).toBe(to);
    const text = (await cards.first().textContent()) ?? '';
    for (const field of [
      'SPP Bulanan',
      'Uang Pangkal',
      'Seragam',
      'Buku',
      'Total Biaya Awal',
      'Akreditasi',
    ])
      expect(text).toContain(field);
    expect(
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Beranda').isVisible(),
    ).toBe(true);
    await saveScreenshot(page, `${viewport}-hub${route.replace(/\//g, '-')}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the location chain in the breadcrumb and the title', async () => {
    const { page, context } = await hub('/jawa-barat/bandung/sd');
    await countLine(page);
    const crumbs = await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('listitem')
      .allTextContents();
    expect(crumbs).toEqual(['Beranda', 'Jawa Barat', 'Kota Bandung', 'SD']);
    expect(await page.title()).toBe(
      'Daftar Sekolah SD di Kota Bandung, Jawa Barat | Biaya Sekolah',
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/jawa-barat\/bandung\/sd$/,
    );
    await context.close();
  });

  it('enables apply only when a filter differs, and navigates to slug paths', async () => {
    const { page, context } = await hub('/jawa-barat/bandung');
    await countLine(page);
    const apply = sidebar(page).getByRole('button', { name: 'Terapkan Filter' });
    expect(await apply.isDisabled()).toBe(true);
    const level = sidebar(page).getByRole('combobox', { name: 'Jenjang Pendidikan' });
    await level.selectOption({ label: 'SD/Sederajat' });
    expect(await apply.isEnabled()).toBe(true);
    await level.selectOption({ label: 'Semua Jenjang' });
    expect(await apply.isDisabled()).toBe(true);
    await level.selectOption({ label: 'SMP/Sederajat' });
    await apply.click();
    await arrived(page, '**/jawa-barat/bandung/smp', 'Sekolah SMP di Kota Bandung');

    // text goes to the query string, trimmed
    await sidebar(page).getByRole('combobox', { name: 'Cari Sekolah' }).fill('  negeri ');
    await sidebar(page).getByRole('button', { name: 'Terapkan Filter' }).click();
    await page.waitForURL(/q=negeri/);
    expect(pathOf(page)).toBe('/jawa-barat/bandung/smp?q=negeri');
    await context.close();
  });

  it("offers whole names of the hub's city under the sidebar's text field", async () => {
    const { page, context, errors } = await hub('/jawa-barat/bandung');
    await countLine(page);
    const first = (await page
      .getByRole('list', { name: 'Daftar sekolah' })
      .locator('h3')
      .first()
      .textContent())!;
    const words = first.trim().split(/\s+/);
    // the first name cut inside its last word, as a parent types it
    const typed = [...words.slice(0, -1), words.at(-1)!.slice(0, 2)].join(' ').toLowerCase();
    await sidebar(page).getByRole('combobox', { name: 'Cari Sekolah' }).fill(typed);
    const suggestions = page.getByRole('listbox', { name: 'Saran nama sekolah' });
    await suggestions.getByRole('option').first().waitFor();
    for (const text of await suggestions.getByRole('option').allTextContents())
      expect(text).toContain('Kota Bandung, Jawa Barat');
    await suggestions.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'desktop-hub-suggestions', { fullPage: false });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the city disabled until a province is chosen; a level without a city goes in the query', async () => {
    const { page, context } = await hub('/indonesia');
    await countLine(page);
    const city = sidebar(page).getByRole('combobox', { name: 'Kota/Kabupaten' });
    expect(await city.isDisabled()).toBe(true);
    await sidebar(page)
      .getByRole('combobox', { name: 'Provinsi' })
      .selectOption({ label: 'Jawa Barat' });
    await expect.poll(() => city.isEnabled()).toBe(true);
    await expect.poll(() => city.locator('option', { hasText: 'Kota Depok' }).count()).toBe(1);
    await sidebar(page).getByRole('combobox', { name: 'Jenjang Pendidikan' }).selectOption('sd');
    await sidebar(page).getByRole('button', { name: 'Terapkan Filter' }).click();
    await arrived(page, '**/jawa-barat?level=sd', 'Sekolah SD di Jawa Barat');

    await sidebar(page)
      .getByRole('combobox', { name: 'Kota/Kabupaten' })
      .selectOption({ label: 'Kota Depok' });
    await sidebar(page).getByRole('button', { name: 'Terapkan Filter' }).click();
    await arrived(page, '**/jawa-barat/depok/sd', 'Sekolah SD di Kota Depok');

    // clearing the province clears the city and goes to /indonesia
    await sidebar(page)
      .getByRole('combobox', { name: 'Provinsi' })
      .selectOption({ label: 'Semua Provinsi' });
    expect(await sidebar(page).getByRole('combobox', { name: 'Kota/Kabupaten' }).isDisabled()).toBe(
      true,
    );
    await sidebar(page).getByRole('button', { name: 'Terapkan Filter' }).click();
    await arrived(page, '**/indonesia?level=sd', 'Sekolah SD di Indonesia');

    await sidebar(page).getByRole('button', { name: 'Hapus Semua Filter' }).click();
    await page.waitForURL(/\/indonesia$/);
    await context.close();
  });

  it('paginates with up to 5 page numbers, previous and next; page 1 has no parameter', async () => {
    const { page, context } = await hub('/jawa-barat/bandung');
    const first = await countLine(page);
    expect(first.total).toBeGreaterThan(24);
    const pager = page.getByRole('navigation', { name: 'Navigasi halaman' });
    expect(await pager.getByRole('link', { name: /^Halaman \d+$/ }).count()).toBe(5);
    expect(await pager.getByRole('link', { name: 'Halaman 1' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await pager.getByRole('link', { name: 'Halaman berikutnya' }).click();
    await page.waitForURL('**/jawa-barat/bandung?page=2');
    await expect.poll(async () => (await countLine(page)).from).toBe(13);
    expect((await countLine(page)).to).toBe(24);

    await pager.getByRole('link', { name: 'Halaman 4' }).click();
    await page.waitForURL('**?page=4');
    await expect
      .poll(() => pager.getByRole('link', { name: /^Halaman \d+$/ }).allTextContents())
      .toEqual(['2', '3', '4', '5', '6']);

    await gotoApp(page, '/jawa-barat/bandung?page=2');
    await countLine(page);
    await pager.getByRole('link', { name: 'Halaman sebelumnya' }).click();
    await page.waitForURL(/\/jawa-barat\/bandung$/);

    // any other change sends the list back to page 1
    await gotoApp(page, '/jawa-barat/bandung?page=3');
    await countLine(page);
    await sidebar(page).getByRole('combobox', { name: 'Jenjang Pendidikan' }).selectOption('sd');
    await sidebar(page).getByRole('button', { name: 'Terapkan Filter' }).click();
    await page.waitForURL('**/jawa-barat/bandung/sd');
    await context.close();
  });

  it.each([
    ['390 px phone', 'phone'],
    ['desktop', 'desktop'],
  ] as const)('on a %s, a new page starts at the top of the list', async (_, viewport) => {
    const { page, context } = await openPage(viewport, viewport === 'phone' ? { width: 390 } : {});
    await gotoApp(page, '/jawa-barat/bandung');
    await countLine(page);
    const pager = page.getByRole('navigation', { name: 'Navigasi halaman' });
    // the pager sits under the last card: far below the list's first line
    await pager.getByRole('link', { name: 'Halaman 2' }).click();
    await page.waitForURL('**/jawa-barat/bandung?page=2');
    await expect.poll(async () => (await countLine(page)).from).toBe(13);
    const line = page.getByText(COUNT);
    await expect
      .poll(async () => {
        const box = await line.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= page.viewportSize()!.height;
      })
      .toBe(true);
    await context.close();
  });

  it('drops empty and "all" filters and a page of 1 from the URLs it builds', async () => {
    const { page, context } = await hub(
      '/jawa-barat/bandung?q=%20%20&level=all&page=1&curriculum=,',
    );
    const { total } = await countLine(page);
    expect(total).toBeGreaterThan(0);
    const next = page
      .getByRole('navigation', { name: 'Navigasi halaman' })
      .getByRole('link', { name: 'Halaman 2' });
    expect(await next.getAttribute('href')).toBe('/jawa-barat/bandung?page=2');
    await context.close();
  });

  it.each(['/atlantis', '/jawa-barat/atlantis', '/jawa-barat/bandung/kuliah'])(
    'says "Lokasi tidak ditemukan" for %s, with a way back home',
    async (route) => {
      const { page, context } = await hub(route, 'phone');
      await page
        .getByRole('heading', { name: 'Lokasi tidak ditemukan' })
        .waitFor({ timeout: 15_000 });
      if (route === '/atlantis') {
        await saveScreenshot(page, 'phone-unknown-location');
        expect(await seriousA11yViolations(page)).toEqual([]);
      }
      await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await context.close();
    },
  );

  it('shows the empty state with a request-school link carrying name, level and city', async () => {
    const { page, context } = await hub('/jawa-barat/bandung/sd?q=zzqxv');
    await page
      .getByRole('heading', { name: 'Tidak ada sekolah ditemukan' })
      .waitFor({ timeout: 15_000 });
    const link = page.getByRole('link', { name: 'Request Sekolah' }).first();
    const href = new URL((await link.getAttribute('href'))!, 'http://x');
    expect(href.pathname).toBe('/request-school');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      name: 'zzqxv',
      level: 'SD',
      city: 'Kota Bandung',
    });
    await saveScreenshot(page, 'desktop-hub-empty');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('opens the school page from a card', async () => {
    const { page, context } = await hub('/jawa-barat/depok');
    await countLine(page);
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    const href = await card.getByRole('link', { name }).getAttribute('href');
    await card.click({ position: { x: 20, y: 150 } });
    await page.waitForURL(`**${href}`);
    expect(href).toMatch(/^\/school\/[a-z0-9-]+$/);
    await context.close();
  });
});
