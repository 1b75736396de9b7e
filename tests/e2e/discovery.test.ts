import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '@core/geo';
import { formatDistance } from '@core/format';
import { createSql, type Sql } from '@db/client';
import { loadIndexSources } from '@db/queries/search-source';
import { buildSearchDocument } from '@search/document';
import { e2eDatabaseUrl } from './accounts-support';
import { gotoApp, saveScreenshot, seriousA11yViolations, useBrowser } from './support/browser';
import { BANNER, cardNames, cards, noSidewaysScroll } from './discovery-support';

// Issue 9 in the browser: a Depok parent finds the nearest SD, narrows to
// private schools with SPP up to Rp 500.000 and sorts by cost, checked
// against PostgreSQL (picking schools to compare: discovery-picks.test.ts).

const openPage = useBrowser();
/** Beji, Kota Depok */
const DEPOK_PARENT = { latitude: -6.3812, longitude: 106.8205 };

let sql: Sql;
beforeAll(() => {
  const url = e2eDatabaseUrl();
  if (!url) throw new Error('these tests read the product database: set E2E_DATABASE_URL');
  sql = createSql(url, { max: 2 });
});
afterAll(async () => {
  await sql?.end({ timeout: 1 });
});

/** What PostgreSQL says about Depok's SDs: trusted positions, SPP and total as the card shows them. */
async function depokSds() {
  const rows = await sql<{ id: number; lat: number; lng: number }[]>`
    SELECT id, lat, lng FROM schools
    WHERE city_code = '32.76' AND education_level = 'sd'
      AND coord_quality = 'ok' AND lat IS NOT NULL AND lng IS NOT NULL`;
  const docs = (
    await loadIndexSources(
      sql,
      rows.map((row) => row.id),
    )
  ).map((source) => buildSearchDocument(source));
  return docs.map((doc) => {
    const row = rows.find((r) => r.id === doc.id)!;
    return { doc, lat: row.lat, lng: row.lng };
  });
}

describe('schools near a Depok parent', () => {
  it('finds the nearest SD, narrows to Swasta with SPP up to Rp 500.000 and sorts by cost', async () => {
    const { page, context, errors } = await openPage('desktop', {
      storage: BANNER,
      geolocation: DEPOK_PARENT,
    });
    await gotoApp(page, '/jawa-barat/depok/sd');
    await cardNames(page);
    await page.getByRole('button', { name: 'Sekolah terdekat' }).click();
    // the page says why before the browser is asked
    await page.getByText('kami memerlukan lokasi Anda').waitFor();
    await page.getByRole('button', { name: 'Gunakan lokasi saya' }).click();
    await page.waitForURL(/sort=distance/);
    const url = new URL(page.url());
    const origin = {
      lat: Number(url.searchParams.get('lat')),
      lng: Number(url.searchParams.get('lng')),
    };
    const radiusKm = Number(url.searchParams.get('radiusKm'));
    expect(
      distanceKm(origin, { lat: DEPOK_PARENT.latitude, lng: DEPOK_PARENT.longitude }),
    ).toBeLessThan(0.2);

    const schools = (await depokSds()).map((s) => ({
      ...s,
      km: distanceKm(origin, { lat: s.lat, lng: s.lng }),
    }));
    const nearest = [...schools].sort((a, b) => a.km - b.km)[0]!;
    await expect
      .poll(() => cards(page).first().locator('h3').textContent(), { timeout: 20_000 })
      .toBe(nearest.doc.name);
    const first = cards(page).first();
    expect(
      await first.getByText(`${formatDistance(nearest.km)} dari lokasi Anda`).isVisible(),
    ).toBe(true);
    await saveScreenshot(page, 'desktop-near-me');

    // Swasta and SPP up to Rp 500.000 in the sidebar
    const sidebar = page.getByRole('form', { name: 'Filter sekolah' });
    await sidebar.getByRole('combobox', { name: 'Status Sekolah' }).selectOption('swasta');
    await sidebar.getByRole('textbox', { name: 'SPP bulanan maksimal' }).fill('500.000');
    await sidebar.getByRole('button', { name: 'Terapkan Filter' }).click();
    await page.waitForURL(/status=swasta/);
    expect(new URL(page.url()).searchParams.get('maxSpp')).toBe('500000');
    // and the cheapest first
    await page.getByRole('combobox', { name: 'Urutkan' }).selectOption('cost_asc');
    await page.waitForURL(/sort=cost_asc/);

    const expected = schools
      .filter(
        (s) =>
          s.doc.status === 'private' &&
          s.doc.monthlySpp !== null &&
          s.doc.monthlySpp <= 500_000 &&
          s.km <= radiusKm,
      )
      .sort((a, b) => a.doc.totalCost! - b.doc.totalCost!);
    expect(expected.length).toBeGreaterThan(1);
    const shown = expected.slice(0, 12);
    await page.getByText(`dari ${expected.length.toLocaleString('id-ID')} sekolah`).waitFor();
    await expect
      .poll(() => cards(page).first().locator('h3').textContent(), { timeout: 20_000 })
      .toBe(shown[0]!.doc.name);
    const totals = await cards(page)
      .locator('dt:text-is("Total Biaya Awal") + dd')
      .allTextContents();
    const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;
    expect(totals).toEqual(shown.map((s) => rupiah(s.doc.totalCost!)));
    // the same schools (equal totals may come in either order)
    const names = await cardNames(page);
    expect([...names].sort()).toEqual(shown.map((s) => s.doc.name).sort());
    await saveScreenshot(page, 'desktop-near-me-swasta-cheapest');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // the map of these results: the shipped basemap without tiles, every result in a
    // group's count or drawn alone, a tapped school shows its card
    await page.getByRole('button', { name: 'Tampilkan peta' }).click();
    const map = page.getByRole('region', { name: 'Peta hasil pencarian' });
    await map.locator('.leaflet-marker-icon').first().waitFor();
    expect(await map.locator('.leaflet-tile').count()).toBe(0);
    await map.and(page.locator('[data-basemap="shipped"]')).waitFor();
    expect(await map.locator('canvas').count()).toBeGreaterThan(0);
    const drawn = () =>
      map
        .locator('[data-count]')
        .evaluateAll((marks) =>
          marks.reduce((sum, m) => sum + Number(m.getAttribute('data-count')), 0),
        );
    await expect.poll(drawn, { timeout: 20_000 }).toBe(expected.length);
    await page
      .getByText(`${expected.length.toLocaleString('id-ID')} sekolah di area peta`)
      .waitFor();
    expect(
      await page
        .getByRole('list', { name: 'Keterangan peta' })
        .getByText('Lokasi Anda')
        .isVisible(),
    ).toBe(true);
    await saveScreenshot(page, 'desktop-near-me-map', { fullPage: false });
    // groups open up when tapped, until a school stands alone
    const alone = map.locator('.map-dot-school').first();
    for (let i = 0; i < 8 && (await alone.count()) === 0; i++) {
      const zoom = Number(await map.getAttribute('data-zoom'));
      await map.locator('.map-cluster').first().click();
      // the answer for the closer view has arrived
      await expect
        .poll(async () => Number(await map.getAttribute('data-zoom')), { timeout: 10_000 })
        .toBeGreaterThan(zoom);
    }
    await alone.click();
    // the school under the tap (schools geocoded to one spot lie on top of each other)
    const picked = map.locator('.map-dot-selected').locator('xpath=..');
    await picked.waitFor();
    const name = await picked.getAttribute('title');
    await page
      .getByRole('article')
      .filter({ hasText: name! })
      .getByRole('link', { name: name! })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a 390 px phone, lets the parent pick a kecamatan instead of sharing a position', async () => {
    const { page, context, errors } = await openPage('phone', { storage: BANNER, width: 390 });
    await gotoApp(page, '/jawa-barat/depok/sd');
    await cardNames(page);
    await page.getByRole('button', { name: 'Sekolah terdekat' }).click();
    const panel = page.getByRole('region', { name: 'Sekolah terdekat' });
    await panel.getByRole('combobox', { name: 'Kecamatan' }).selectOption({ label: 'Beji' });
    await page.waitForURL(/sort=distance/);
    await cards(page)
      .first()
      .getByText(/dari lokasi Anda$/)
      .waitFor();
    await noSidewaysScroll(page);
    await saveScreenshot(page, 'phone-390-near-kecamatan');

    // the map on the phone: the shipped basemap, and every result counted on it
    const line =
      (await page
        .getByText(/dari [\d.]+ sekolah$/)
        .first()
        .textContent()) ?? '';
    const total = Number(/dari ([\d.]+) sekolah/.exec(line)![1]!.replace(/\./g, ''));
    await page.getByRole('button', { name: 'Tampilkan peta' }).click();
    const map = page.getByRole('region', { name: 'Peta hasil pencarian' });
    await map.and(page.locator('[data-basemap="shipped"]')).waitFor({ timeout: 20_000 });
    await expect
      .poll(
        () =>
          map
            .locator('[data-count]')
            .evaluateAll((marks) =>
              marks.reduce((sum, m) => sum + Number(m.getAttribute('data-count')), 0),
            ),
        { timeout: 20_000 },
      )
      .toBe(total);
    await noSidewaysScroll(page);
    await map.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'phone-390-map', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
