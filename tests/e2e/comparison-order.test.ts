import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { api, rows } from './comparison-support';

// The comparison's sort order and its 'Menampilkan 5 dari N sekolah' count
// (SPEC §2 'Comparison') as an anonymous visitor.

const openPage = useBrowser();

describe('comparison order and count', () => {
  it('orders by the chosen column and says how many of how many it shows', async () => {
    const { page, context, errors } = await openPage('desktop');
    const all = await api('provinceId=jawa-barat&limit=100');
    const countLine = page.getByText(/Menampilkan \d+ dari [\d.]+ sekolah/);
    // a page stored before another file of this product changed its schools is
    // served once more while it is rendered again (stale-while-revalidate): a
    // later load has the count the api answers now
    await expect
      .poll(
        async () => {
          await page.goto('/comparison/jawa-barat');
          return countLine.textContent({ timeout: 5_000 }).catch(() => 'no count line');
        },
        { timeout: 60_000 },
      )
      .toContain(`Menampilkan 5 dari ${all.total.toLocaleString('id-ID')} sekolah`);
    // 'Total Biaya Awal', the column the cost order follows (then 'Biaya Tahun Pertama' and 'Siswa')
    const totals = async () =>
      (await rows(page).locator('td:nth-last-child(3)').allTextContents()).map((text) =>
        Number(text.replace(/\D/g, '')),
      );
    // cheapest total first by default
    const cheapest = await totals();
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    await page.getByRole('combobox', { name: 'Urutkan menurut' }).selectOption('cost_desc');
    await page.waitForURL('**/comparison/jawa-barat?sort=cost_desc');
    await expect.poll(async () => (await totals())[0]).toBeGreaterThan(cheapest[4]!);
    const dearest = await totals();
    expect(dearest).toEqual([...dearest].sort((a, b) => b - a));
    expect(errors).toEqual([]);
    await context.close();
  });
});
