import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  gotoApp,
  pathOf,
  saveScreenshot,
  seriousA11yViolations,
  useBrowser,
} from './support/browser';
import { BANNER, cardNames, cards, noSidewaysScroll } from './discovery-support';

// Issue 9 in the browser: a parent picks schools from two listings and
// compares them (kept across a reload, shared by link to a fresh browser, on
// a 390 px phone and a desktop).

const openPage = useBrowser();

/** Picks the card's school for the comparison; returns its name. */
async function pick(page: Page, index: number): Promise<string> {
  const card = cards(page).nth(index);
  const name = ((await card.locator('h3').textContent()) ?? '').trim();
  await card.getByRole('button', { name: `Bandingkan ${name}` }).click();
  await card.getByRole('button', { name: `Bandingkan ${name}`, pressed: true }).waitFor();
  return name;
}

describe('comparing the schools a parent picks', () => {
  it('keeps three schools from two listings across a reload and a shared link', async () => {
    const { page, context, errors } = await openPage('desktop', { storage: BANNER });
    await gotoApp(page, '/jawa-barat/bandung/sd');
    await cardNames(page);
    const picked = [await pick(page, 0), await pick(page, 1)];
    await gotoApp(page, '/dki-jakarta');
    await cardNames(page);
    picked.push(await pick(page, 2));

    const tray = page.getByRole('complementary', { name: 'Daftar bandingkan' });
    await tray.getByText('Bandingkan (3/5)').waitFor();
    expect(await tray.getByRole('listitem').allTextContents()).toEqual(picked);
    await tray.getByRole('link', { name: 'Bandingkan sekarang' }).click();
    await page.waitForURL(/\/comparison\?ids=\d+,\d+,\d+$/);
    const shared = pathOf(page);

    const sideBySide = page.getByRole('region', { name: 'Sekolah pilihan berdampingan' });
    const headers = () => sideBySide.locator('thead th a').allTextContents();
    await sideBySide.locator('thead th a').first().waitFor();
    expect(await headers()).toEqual(picked);
    expect(await sideBySide.getByRole('rowheader').first().textContent()).toBe('Total Biaya Awal');
    // what it costs in the first year and how big the school is, right under the total
    expect(await sideBySide.getByRole('rowheader').nth(1).textContent()).toMatch(
      /^Biaya Tahun Pertama/,
    );
    expect(await sideBySide.getByRole('rowheader', { name: 'Siswa dan rasio guru' }).count()).toBe(
      1,
    );
    await saveScreenshot(page, 'desktop-comparison-picked');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.reload();
    await sideBySide.locator('thead th a').first().waitFor();
    expect(await headers()).toEqual(picked);
    expect(errors).toEqual([]);
    await context.close();

    // the link in a browser that has never seen the list: a phone, then a desktop
    const phone = await openPage('phone', { storage: BANNER, width: 390 });
    await gotoApp(phone.page, shared);
    const stacked = phone.page.getByRole('list', { name: 'Perbandingan biaya per sekolah' });
    await stacked.getByRole('article').first().waitFor();
    expect(await stacked.getByRole('article').locator('h3').allTextContents()).toEqual(picked);
    // each card shows its total without scrolling sideways
    for (const card of await stacked.getByRole('article').all()) {
      expect(await card.getByText('Total Biaya Awal').isVisible()).toBe(true);
      expect(await card.getByText('Biaya Tahun Pertama').isVisible()).toBe(true);
      expect(await card.getByText('Siswa dan rasio guru').isVisible()).toBe(true);
    }
    await noSidewaysScroll(phone.page);
    await saveScreenshot(phone.page, 'phone-390-comparison-picked');
    expect(await seriousA11yViolations(phone.page)).toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.context.close();

    const desktop = await openPage('desktop', { storage: BANNER });
    await gotoApp(desktop.page, shared);
    const table = desktop.page.getByRole('region', { name: 'Sekolah pilihan berdampingan' });
    await table.locator('thead th a').first().waitFor();
    expect(await table.locator('thead th a').allTextContents()).toEqual(picked);
    await desktop.context.close();
  });
});
