import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { api, rows } from './comparison-support';

// The comparison's sort order and its 'Menampilkan 5 dari N sekolah' count
// (SPEC §2 'Comparison') as an anonymous visitor.

const openPage = useBrowser();

describe('comparison order and count', () => {
  it('orders by the chosen column and says how many of how many it shows', async () => {
    const { page, context, errors } = await openPage('desktop');
    // a URL of its own: a page stored earlier in the run keeps the count it was
    // rendered with when other files insert schools in SQL, without events
    await page.goto(`/comparison/jawa-barat?e2e=${Date.now()}`);
    const all = await api('provinceId=jawa-barat&limit=100');
    await page
      .getByText(`Menampilkan 5 dari ${all.total.toLocaleString('id-ID')} sekolah`)
      .waitFor();
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
