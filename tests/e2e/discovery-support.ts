import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Shared by the discovery e2e files (issue 9).

/** localStorage that starts the page with the dev banner dismissed */
export const BANNER = { 'biaya-sekolah:dev-banner-dismissed': '1' };

export const cards = (page: Page) =>
  page.getByRole('list', { name: 'Daftar sekolah' }).getByRole('article');

export async function cardNames(page: Page): Promise<string[]> {
  await cards(page).first().waitFor({ timeout: 30_000 });
  return cards(page).locator('h3').allTextContents();
}

export async function noSidewaysScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate<[number, number]>(
    '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
  );
  expect(scroll).toBeLessThanOrEqual(client);
}
