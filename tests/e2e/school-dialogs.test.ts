import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '@db/client';
import { launchBrowser, openPage, saveScreenshot, seriousA11yViolations } from './support/browser';
import {
  createFullSchool,
  GALLERY,
  productDatabase,
  productStorageDir,
  seedGallery,
  type SeededSchool,
} from './school-support';

// The report dialog and the gallery viewer of the school page (SPEC §2, §4, §5, §8).

let browser: Browser;
let sql: Sql;
let school: SeededSchool;

beforeAll(async () => {
  const db = productDatabase();
  const storageDir = productStorageDir();
  if (!db || !storageDir) {
    throw new Error(
      'these tests need the product database and storage (E2E_DATABASE_URL, E2E_STORAGE_DIR)',
    );
  }
  sql = db;
  school = await createFullSchool(sql);
  await seedGallery(sql, storageDir, school.id);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await sql?.end({ timeout: 5 });
});

async function openSchool(viewport: 'desktop' | 'phone') {
  const opened = await openPage(browser, viewport);
  await opened.page.goto(`/school/${school.slug}`);
  await opened.page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
  return opened;
}

const dialog = (page: Page) => page.getByRole('dialog');

describe('report dialog', () => {
  it.each(['desktop', 'phone'] as const)(
    '%s: validates in Indonesian, sends, thanks, closes and resets',
    async (viewport) => {
      const { page, context, errors } = await openSchool(viewport);
      const open = page.getByRole('button', { name: 'Laporkan Data' });
      await open.click();
      await dialog(page).waitFor();
      const schoolName = dialog(page).getByLabel('Nama Sekolah');
      expect(await schoolName.inputValue()).toBe(school.name);
      expect(await schoolName.getAttribute('readonly')).not.toBeNull();

      await dialog(page).getByLabel('Deskripsi').fill('pendek');
      await dialog(page).getByRole('button', { name: 'Kirim Laporan' }).click();
      expect(await dialog(page).getByText('Nama pelapor wajib diisi').isVisible()).toBe(true);
      expect(await dialog(page).getByText('Deskripsi minimal 10 karakter').isVisible()).toBe(true);
      await saveScreenshot(page, `${viewport}-school-report-invalid`, { fullPage: false });
      expect(await seriousA11yViolations(page)).toEqual([]);

      const reporter = `Pelapor E2E ${viewport}`;
      await dialog(page).getByLabel('Nama Pelapor').fill(reporter);
      await dialog(page).getByLabel('Deskripsi').fill('Biaya SPP tahun ini sudah berubah.');
      expect(await dialog(page).getByText('Nama pelapor wajib diisi').count()).toBe(0);
      await dialog(page).getByRole('button', { name: 'Kirim Laporan' }).click();
      // .first(): the toast's text is also copied into a screen-reader announcement
      await page
        .getByText('Laporan berhasil dikirim. Terima kasih atas laporan Anda!')
        .first()
        .waitFor({ timeout: 10_000 });
      await dialog(page).waitFor({ state: 'detached' });
      await saveScreenshot(page, `${viewport}-school-report-sent`, { fullPage: false });
      await expect.poll(() => page.locator(':focus').textContent()).toBe('Laporkan Data');

      const [row] = await sql`
        SELECT reporter_name, contact, description FROM reports
        WHERE school_id = ${school.id} AND reporter_name = ${reporter}`;
      expect(row).toEqual({
        reporterName: reporter,
        contact: null,
        description: 'Biaya SPP tahun ini sudah berubah.',
      });

      // opened again: an empty form
      await open.click();
      await dialog(page).waitFor();
      expect(await dialog(page).getByLabel('Nama Pelapor').inputValue()).toBe('');
      expect(await dialog(page).getByLabel('Deskripsi').inputValue()).toBe('');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('tells the reporter when sending fails and keeps what they typed', async () => {
    const { page, context } = await openSchool('desktop');
    await page.route('**/api/schools/*/reports', (route) =>
      route.fulfill({ status: 503, body: 'tidak tersedia' }),
    );
    await page.getByRole('button', { name: 'Laporkan Data' }).click();
    await dialog(page).getByLabel('Nama Pelapor').fill('Ibu Sari');
    await dialog(page).getByLabel('Email/No WhatsApp').fill('sari@example.com');
    await dialog(page).getByLabel('Deskripsi').fill('Alamat sekolah sudah pindah.');
    await dialog(page).getByRole('button', { name: 'Kirim Laporan' }).click();
    await page
      .getByText('Terjadi kesalahan saat mengirim laporan. Silakan coba lagi.')
      .first()
      .waitFor({ timeout: 10_000 });
    expect(await dialog(page).getByLabel('Nama Pelapor').inputValue()).toBe('Ibu Sari');
    await context.close();
  });
});

describe('gallery viewer', () => {
  const counter = (page: Page) => dialog(page).getByText(/^\d+ \/ \d+$/);
  const shown = (page: Page) => dialog(page).locator('img').getAttribute('src');

  it.each(['desktop', 'phone'] as const)(
    '%s: thumbnails open the viewer; arrows wrap; Escape closes and focus returns',
    async (viewport) => {
      const { page, context, errors } = await openSchool(viewport);
      const gallery = page.getByRole('heading', { name: 'Galeri' });
      await gallery.scrollIntoViewIfNeeded();
      const thumbs = page.getByRole('button', { name: /^Buka gambar/ });
      expect(await thumbs.count()).toBe(GALLERY.length);
      expect(
        await thumbs
          .locator('img')
          .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading'))),
      ).toEqual(['lazy', 'lazy', 'lazy']);
      // the first image doubles as the school's picture
      expect(await page.getByRole('img', { name: `Foto ${school.name}` }).getAttribute('src')).toBe(
        `/gallery-images/${school.id}/ruang-kelas.png`,
      );

      // keyboard only: focus the second thumbnail and press Enter
      const second = thumbs.nth(1);
      await second.focus();
      await page.keyboard.press('Enter');
      await dialog(page).waitFor();
      expect(await counter(page).textContent()).toBe('2 / 3');
      expect(await shown(page)).toBe(`/gallery-images/${school.id}/lapangan.png`);
      expect(await dialog(page).locator('figcaption').textContent()).toBe('Lapangan olahraga');
      await page.waitForLoadState('networkidle');
      await saveScreenshot(page, `${viewport}-school-gallery-open`, { fullPage: false });
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.keyboard.press('ArrowRight');
      expect(await counter(page).textContent()).toBe('3 / 3');
      expect(await dialog(page).locator('figcaption').count()).toBe(0); // no description
      await page.keyboard.press('ArrowRight');
      expect(await counter(page).textContent()).toBe('1 / 3'); // wrapped forward
      await page.keyboard.press('ArrowLeft');
      expect(await counter(page).textContent()).toBe('3 / 3'); // wrapped back
      await dialog(page).getByRole('button', { name: 'Gambar sebelumnya' }).click();
      expect(await counter(page).textContent()).toBe('2 / 3');

      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      await expect
        .poll(() => page.locator(':focus').getAttribute('aria-label'))
        .toBe('Buka gambar 2 dari 3: Lapangan olahraga');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('serves the images themselves', async () => {
    const { page, context } = await openSchool('desktop');
    const response = await page.request.get(`/gallery-images/${school.id}/lapangan.png`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect((await page.request.get(`/gallery-images/${school.id}/tidak-ada.png`)).status()).toBe(
      404,
    );
    await context.close();
  });
});
