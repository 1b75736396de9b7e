import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '@db/client';
import { photoBrochure } from '@tests/support/brochure-files';
import { createSiteAdmin, signInAtDevProvider } from './accounts-support';
import { indexSchool, screenshotBoth, signInAsAdmin, toastShown } from './fees-support';
import { createSchoolWithoutFees, productDatabase, type SeededSchool } from './school-support';
import { gotoApp, seriousA11yViolations, useBrowser } from './support/browser';

// Issue 21, as a parent and a reviewer live it: a phone photo of a price list
// sent from the school page is read by the real worker, the parent corrects
// one proposed line and sends, a site admin publishes the prefilled lines
// (each pointing at its place in the photo), the parent sees 'Disetujui' and
// the school page shows the fees. Every wait is for a state the page shows.

const RUN = randomBytes(3).toString('hex');
const PARENT = `Ibu Brosur ${RUN}`;
const ADMIN = `peninjau-brosur-${RUN}`;
const PASSWORD = 'rahasia-peninjau';
const PHOTO = {
  name: `foto-brosur-${RUN}.jpg`,
  mimeType: 'image/jpeg',
  buffer: photoBrochure(),
};
/** OCR of a small photo takes seconds; a cold worker loads its model first */
const READ_TIMEOUT_MS = 90_000;

const openPage = useBrowser();
let sql: Sql;
let school: SeededSchool;
let parent: Awaited<ReturnType<typeof openPage>>;

beforeAll(async () => {
  const db = productDatabase();
  if (!db) throw new Error('brochure e2e tests need the product database (set E2E_DATABASE_URL)');
  sql = db;
  school = await createSchoolWithoutFees(sql);
  await indexSchool(sql, school);
  await createSiteAdmin(ADMIN, PASSWORD);
});
afterAll(async () => {
  await parent?.context.close();
  await sql?.end({ timeout: 5 });
});

describe('a brochure photo becomes published fees', () => {
  it('a parent uploads a photo from the school page, corrects one proposed line and sends', async () => {
    parent = await openPage('phone');
    const { page } = parent;
    await gotoApp(page, `/school/${school.slug}`);
    await page.getByRole('link', { name: 'Kirim data biaya' }).first().click();
    await page.getByRole('link', { name: 'Masuk dengan Google' }).click();
    await signInAtDevProvider(page, PARENT);
    await page.waitForURL(new RegExp(`/contribute\\?schoolId=${school.id}$`));
    const name = page.getByLabel('Nama Sekolah');
    await expect.poll(() => name.inputValue(), { timeout: 15_000 }).toBe(school.name);

    await page.getByLabel('pilih file').setInputFiles(PHOTO);
    // the form asks for the reading until the worker has it
    await page
      .getByText('Kami membaca brosur Anda: periksa dan perbaiki')
      .waitFor({ timeout: READ_TIMEOUT_MS });
    const rows = page.getByRole('list', { name: 'Baris biaya' }).getByRole('listitem');
    const amounts = () =>
      rows
        .getByLabel('Jumlah (Rp)')
        .evaluateAll((inputs) =>
          inputs.map((input) => (input as unknown as { value: string }).value),
        );
    expect(await amounts()).toEqual(['9.500.000', '1.250.000']);
    await rows.nth(0).getByText('Terbaca dari brosur').waitFor();

    // the parent knows this year's SPP is higher than the photo says
    await rows.nth(1).getByLabel('Jumlah (Rp)').fill('1,3 jt');
    await rows.nth(1).getByText('Terbaca dari brosur, diperbaiki').waitFor();
    await rows.nth(1).getByText('Terbaca: Rp 1.300.000').waitFor();
    await page.getByLabel('Nomor HP/WhatsApp').fill('081234567890');
    await page.getByLabel('Nama Lengkap').fill(PARENT);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBoth(page, 'brochure-contribute-read');

    const sent = page.waitForResponse(
      (res) => res.url().endsWith('/api/school-submissions') && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Kirim Data' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { lines: { amount: number; origin: string }[] };
    expect(body.lines.map((line) => [line.amount, line.origin])).toEqual([
      [9_500_000, 'read'],
      [1_300_000, 'corrected'],
    ]);
    await page.getByRole('heading', { name: 'Data Berhasil Dikirim!' }).waitFor();
    expect(parent.errors).toEqual([]);
  });

  it('a site admin publishes the prefilled lines, each boxed on the photo', async () => {
    const { page, context, errors } = await openPage('desktop');
    try {
      await signInAsAdmin(page, ADMIN, PASSWORD);
      await page.getByRole('tab', { name: 'Kontribusi User' }).click();
      await page
        .getByRole('button', { name: `Setujui ${school.name}` })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('img', { name: PHOTO.name }).waitFor();
      // the lines' places over the photo, numbered as the form's lines
      const boxes = dialog.getByRole('img', { name: 'Letak 2 baris biaya yang terbaca' });
      await boxes.waitFor();
      const line = (n: number) => dialog.getByRole('group', { name: `Baris biaya ${n}` });
      expect(await line(1).getByLabel('Jumlah (Rp)').inputValue()).toBe('9.500.000');
      expect(await line(2).getByLabel('Jumlah (Rp)').inputValue()).toBe('1.300.000');
      await line(2).getByRole('button', { name: 'Lihat letak baris biaya 2 di file' }).click();
      await boxes.locator('[data-line="2"][data-active="true"]').waitFor();
      // on its words: the SPP row is in the lower half of the photo (page pixels, 360 high)
      const top = await boxes.locator('[data-line="2"] rect').first().getAttribute('y');
      expect(Number(top)).toBeGreaterThan(150);
      expect(Number(top)).toBeLessThan(300);

      await dialog.getByRole('radio', { name: new RegExp(school.name) }).click();
      await dialog.getByLabel('Tahun Ajaran').selectOption({ label: '2025/2026' });
      // categories the reader could not name are picked by the reviewer
      for (const [n, category] of [
        [1, 'Uang Pangkal'],
        [2, 'SPP'],
      ] as const)
        await line(n).getByLabel('Kategori', { exact: true }).selectOption({ label: category });
      await dialog.getByText('Rp 10.800.000').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshotBoth(page, 'brochure-review-boxes', false);

      await dialog.getByRole('button', { name: 'Setujui & Terbitkan' }).click();
      await toastShown(page, 'Kontribusi disetujui');
      await dialog.getByText(/2 biaya diterbitkan untuk/).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the parent sees 'Disetujui' and the school page shows the fees", async () => {
    const { page } = parent;
    await gotoApp(page, '/dashboard');
    const mine = page.getByRole('list', { name: 'Kontribusi Saya' });
    await mine
      .getByRole('listitem')
      .filter({ hasText: 'Disetujui' })
      .getByRole('link', { name: school.name })
      .waitFor();

    // the page is a projection the worker renders after the approval: ask until it shows
    const table = page.getByRole('table', { name: /Rincian biaya/ });
    await expect
      .poll(
        async () => {
          await gotoApp(page, `/school/${school.slug}`);
          return table.getByText('Rp 1.300.000').count();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    await table.getByText('Rp 9.500.000').waitFor();
    expect(parent.errors).toEqual([]);
  });
});
