import { describe, expect, it } from 'vitest';
import { gotoApp, takeCspViolations, useBrowser } from '../support/browser';

// The Content-Security-Policy holds for the built app (its inline loader and
// the prerendered shell run under the response's nonce), and a violation is
// noticed: every e2e test fails when one of its pages had one.

const openPage = useBrowser();

describe('Content-Security-Policy in the browser', () => {
  it('runs the app under its nonce and refuses a script injected without one', async () => {
    const { page, context, errors } = await openPage('desktop');
    try {
      const response = await page.goto('/');
      const csp = response!.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
      await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
      await page.getByRole('heading', { name: 'Cari Sekolah Terbaik untuk Anak Anda' }).waitFor();
      expect(takeCspViolations()).toEqual([]);

      // what an injected <script> would meet
      await page.evaluate(
        "{ const s = document.createElement('script'); s.textContent = 'window.__injected = true'; document.body.appendChild(s); }",
      );
      // reported twice: by the page's securitypolicyviolation event and by the console
      const seen: string[] = [];
      const collect = () => seen.push(...takeCspViolations()) && seen.join('\n');
      await expect.poll(collect).toMatch(/script-src-elem refused inline/);
      await expect.poll(collect).toMatch(/Content Security Policy/);
      expect(await page.evaluate('window.__injected')).toBeUndefined();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(['/about', '/comparison', '/indonesia', '/auth', '/tidak-ada/sama-sekali'])(
    '%s runs without a violation',
    async (path) => {
      const { page, context } = await openPage('phone');
      try {
        await gotoApp(page, path);
        // lazy chunks and images of the page had their chance to load
        await page.waitForLoadState('networkidle');
      } finally {
        await context.close();
      }
    },
  );
});
