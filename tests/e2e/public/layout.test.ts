import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, saveScreenshot, seriousA11yViolations, useBrowser } from '../support/browser';

const openPage = useBrowser();

const BANNER = 'Platform ini masih dalam tahap pengembangan';
/** The banner's message as the viewport shows it (phones get a shorter one). */
const shownBanner = (page: Page) => page.getByText(BANNER).filter({ visible: true });

describe('development banner', () => {
  it('is visible by default and stays hidden after it is dismissed', async () => {
    const { page, context } = await openPage('desktop');
    await gotoApp(page, '/about');
    await expect.poll(() => shownBanner(page).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Tutup pemberitahuan' }).click();
    expect(await page.getByText(BANNER).count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText(BANNER).count()).toBe(0);
    // a new visitor (fresh storage) sees it again
    const fresh = await openPage('desktop');
    await gotoApp(fresh.page, '/about');
    await expect.poll(() => shownBanner(fresh.page).isVisible()).toBe(true);
    await fresh.context.close();
    await context.close();
  });

  it('says the same in at most three short lines on a 390 px phone', async () => {
    const { page, context } = await openPage('phone', { width: 390 });
    await gotoApp(page, '/about');
    const banner = page.getByRole('region', { name: 'Pemberitahuan' });
    const short = banner.getByText(
      'Platform ini masih dalam tahap pengembangan. Data tidak akurat? Laporkan lewat formulir di profil sekolah.',
    );
    await expect.poll(() => short.isVisible()).toBe(true);
    expect(await banner.getByText('mohon laporkan melalui formulir laporan').isVisible()).toBe(
      false,
    );
    // at most three lines of 16 px: the first screen's largest text is the page's content
    const box = await banner.locator('p').boundingBox();
    expect(box!.height).toBeLessThanOrEqual(48);
    await context.close();
  });
});

describe('navigation bar', () => {
  it('shows every entry and Masuk for anonymous visitors on a desktop', async () => {
    const { page, context } = await openPage('desktop');
    await gotoApp(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    for (const label of ['Beranda', 'Perbandingan', 'Tentang', 'Kontribusi Data']) {
      await expect.poll(() => nav.getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    expect(await nav.getByRole('link', { name: 'Kontribusi Data' }).getAttribute('href')).toBe(
      '/school-requests',
    );
    const login = nav.getByRole('link', { name: 'Masuk' });
    await login.waitFor();
    expect(await login.getAttribute('href')).toBe('/api/oauth/login?redirect=%2Fabout');
    await context.close();
  });

  it('collapses into a menu on a phone that opens, closes with Escape and on navigation', async () => {
    const { page, context } = await openPage('phone');
    await gotoApp(page, '/');
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    expect(await nav.getByRole('link', { name: 'Tentang' }).isVisible()).toBe(false);

    const toggle = page.getByRole('button', { name: 'Buka menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const close = page.getByRole('button', { name: 'Tutup menu' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    for (const label of ['Beranda', 'Perbandingan', 'Tentang', 'Kontribusi Data', 'Masuk']) {
      expect(await nav.getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    await saveScreenshot(page, 'phone-nav-menu-open');

    await page.keyboard.press('Escape');
    await expect.poll(() => nav.getByRole('link', { name: 'Tentang' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Buka menu' }).click();
    await nav.getByRole('link', { name: 'Tentang' }).click();
    await page.waitForURL('**/about');
    await expect.poll(() => nav.getByRole('link', { name: 'Tentang' }).isVisible()).toBe(false);
    await context.close();
  });

  it('is usable by keyboard: the skip link jumps to the content', async () => {
    const { page, context } = await openPage('desktop');
    await gotoApp(page, '/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const focused = await page.locator(':focus').textContent();
    expect(focused).toBe('Langsung ke konten utama');
    await page.keyboard.press('Enter');
    expect(page.url()).toMatch(/#main$/);
    await context.close();
  });
});

describe('footer', () => {
  it('links popular locations with provinceId, cityId and educationLevel, and gives a contact', async () => {
    const { page, context } = await openPage('desktop');
    await gotoApp(page, '/about');
    const footer = page.locator('footer');
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/?provinceId=dki-jakarta',
        '/?cityId=bandung',
        '/?cityId=depok',
        '/?educationLevel=tk',
        '/?educationLevel=sd',
        '/?educationLevel=smp',
        '/?educationLevel=sma',
        '/?educationLevel=smk',
      ]),
    );
    expect(hrefs.some((href) => href?.startsWith('mailto:'))).toBe(true);
    expect(await footer.textContent()).toContain('Indonesia');
    await context.close();
  });
});

describe('404 page', () => {
  it.each(['phone', 'desktop'] as const)(
    'shows both texts for any unknown path (%s)',
    async (viewport) => {
      const { page, context, errors } = await openPage(viewport);
      await gotoApp(page, '/jawa-barat/bandung/sd/lainnya');
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      expect(
        await page.getByText('Did you forget to add the page to the router?').isVisible(),
      ).toBe(true);
      await saveScreenshot(page, `${viewport}-404`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
