import { describe, expect, it } from 'vitest';
import { gotoApp, saveScreenshot, seriousA11yViolations, useBrowser } from '../support/browser';

const openPage = useBrowser();

describe('about page', () => {
  it.each(['phone', 'desktop'] as const)(
    'has every section, with school counts from the API (%s)',
    async (viewport) => {
      const { page, context, errors } = await openPage(viewport);
      await gotoApp(page, '/about');
      for (const heading of [
        'Misi Kami',
        'Mengapa Mempercayai Kami',
        'Area Cakupan',
        'Komitmen dan Visi Kami',
        'Hubungi Kami',
      ]) {
        await page.getByRole('heading', { name: heading }).waitFor();
      }
      const coverage = page.locator('section', {
        has: page.getByRole('heading', { name: 'Area Cakupan' }),
      });
      await expect.poll(() => coverage.textContent(), { timeout: 15_000 }).not.toContain('…');
      const stats = (await (await fetch(new URL('/api/stats', page.url()))).json()) as {
        totalSchools: number;
      };
      const total = new Intl.NumberFormat('id-ID').format(stats.totalSchools);
      expect(await coverage.textContent()).toContain(`${total} sekolah terdaftar`);
      for (const area of ['Bandung', 'Jakarta', 'Depok'])
        expect(await coverage.textContent()).toContain(area);
      expect(await page.getByRole('link', { name: /@/ }).count()).toBeGreaterThan(0);
      await saveScreenshot(page, `${viewport}-about`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
