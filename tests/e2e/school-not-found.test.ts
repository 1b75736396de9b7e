import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot, seriousA11yViolations } from './support/browser';

// The school page (SPEC §2 'School detail') for a slug no school has.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('school page', () => {
  it.each(['desktop', 'phone'] as const)(
    '%s: an unknown school says so and leads back home',
    async (viewport) => {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto('/school/sekolah-yang-tidak-pernah-ada');
      await page
        .getByRole('heading', { name: 'Sekolah tidak ditemukan' })
        .waitFor({ timeout: 20_000 });
      expect(
        await page.getByText('Maaf, sekolah yang Anda cari tidak dapat ditemukan.').isVisible(),
      ).toBe(true);
      await saveScreenshot(page, `${viewport}-school-not-found`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('main').getByRole('link', { name: 'Kembali ke Beranda' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
