import { describe, expect, it } from 'vitest';
import { gotoApp, saveScreenshot, useBrowser } from '../support/browser';

// What a visitor sees of issue 14's limits: a listing page past 1,000 results
// asks to narrow the filters, an address nothing serves gets the not-found
// page (never Express's text), and following a logout link only asks.

const openPage = useBrowser();
const TOO_DEEP = 'Hanya 1.000 sekolah pertama yang dapat ditampilkan.';

describe('limits and error pages in the browser', () => {
  it.each(['phone', 'desktop'] as const)(
    'a listing page past 1,000 results asks to narrow the filters (%s)',
    async (viewport) => {
      const { page, context, errors } = await openPage(viewport);
      try {
        await gotoApp(page, '/indonesia?page=90');
        await page.getByRole('alert').filter({ hasText: TOO_DEEP }).waitFor();
        await saveScreenshot(page, `limits-too-deep-${viewport}`);
        await page.getByRole('link', { name: 'Kembali ke halaman pertama' }).click();
        await page.getByText(/Menampilkan 1 - \d+ dari/).waitFor();
        expect(new URL(page.url()).searchParams.get('page')).not.toBe('90');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it.each(['phone', 'desktop'] as const)(
    'an address nothing serves gets the not-found page (%s)',
    async (viewport) => {
      const { page, context } = await openPage(viewport);
      try {
        const response = await page.goto('/1.5');
        expect(response!.status()).toBe(404);
        await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
        await page.getByText('Did you forget to add the page to the router?').waitFor();
        expect(await page.content()).not.toContain('Cannot GET');
        await saveScreenshot(page, `limits-not-found-${viewport}`);
        await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
        await page.waitForURL((url) => url.pathname === '/');
      } finally {
        await context.close();
      }
    },
  );

  it.each(['phone', 'desktop'] as const)(
    'following the logout address asks first (%s)',
    async (viewport) => {
      const { page, context } = await openPage(viewport);
      try {
        await page.goto('/api/oauth/logout');
        await page.getByRole('heading', { name: 'Keluar dari akun?' }).waitFor();
        await saveScreenshot(page, `limits-logout-confirm-${viewport}`);
        await page.getByRole('button', { name: 'Keluar' }).click();
        await page.waitForURL((url) => url.pathname === '/');
      } finally {
        await context.close();
      }
    },
  );
});
