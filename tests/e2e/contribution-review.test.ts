import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolListResponse } from '@core/contracts/schools';
import type { SchoolSubmission } from '@core/contracts/submissions';
import type { Sql } from '@db/client';
import { createSiteAdmin, signInAtDevProvider } from './accounts-support';
import { indexSchool, screenshotBoth, signInAsAdmin, toastShown } from './fees-support';
import { createSchoolWithoutFees, productDatabase, type SeededSchool } from './school-support';
import { gotoApp, seriousA11yViolations, useBrowser } from './support/browser';
import { onePagePdf } from './support/pdf';
import { gradientPng } from './support/png';

// A parent's brochure becomes published fees: the parent sends it from the
// school page, a site admin transcribes three lines and publishes them, the
// school page, the listing card, the comparison and search show them, and the
// parent's dashboard says so. A second document is rejected with a reason
// the parent reads. Names carry a per-run suffix.

const RUN = randomBytes(3).toString('hex');
const PARENT = `Ibu Kontributor ${RUN}`;
const ADMIN = `peninjau-biaya-${RUN}`;
const PASSWORD = 'rahasia-peninjau';
const BROCHURE = {
  name: `brosur-ppdb-${RUN}.png`,
  mimeType: 'image/png',
  buffer: gradientPng(600, 800, [29, 78, 216], [239, 246, 255], [250, 204, 21]),
};
const PRICE_LIST = {
  name: `daftar-biaya-${RUN}.pdf`,
  mimeType: 'application/pdf',
  buffer: onePagePdf(['Rincian Biaya 2025/2026', 'SPP Rp 1.250.000 per bulan']),
};
const REASON = 'Dokumen ini untuk sekolah lain. Mohon kirim brosur sekolah yang benar.';

const openPage = useBrowser();
let sql: Sql;
let school: SeededSchool;
/** the parent's browser: signed in once, used by three tests */
let parent: Awaited<ReturnType<typeof openPage>>;

beforeAll(async () => {
  const db = productDatabase();
  if (!db) throw new Error('fee e2e tests need the product database (set E2E_DATABASE_URL)');
  sql = db;
  school = await createSchoolWithoutFees(sql);
  await indexSchool(sql, school);
  await createSiteAdmin(ADMIN, PASSWORD);
});
afterAll(async () => {
  await parent?.context.close();
  await sql?.end({ timeout: 5 });
});

/** Sends one file for the school through the contribute form, prefilled from the school page. */
async function contribute(page: Page, file: typeof BROCHURE) {
  const name = page.getByLabel('Nama Sekolah');
  await expect.poll(() => name.inputValue(), { timeout: 15_000 }).toBe(school.name);
  expect(await page.getByLabel('Kota/Kabupaten').inputValue()).toBe('Kota Depok');
  expect(await page.getByRole('checkbox', { name: 'SMP/Sederajat' }).isChecked()).toBe(true);
  await page.getByLabel('pilih file').setInputFiles(file);
  await page
    .getByRole('list', { name: 'File yang diunggah' })
    .getByText(/Selesai/)
    .waitFor({ timeout: 30_000 });
  await page.getByLabel('Nomor HP/WhatsApp').fill('081234567890');
  await page.getByLabel('Nama Lengkap').fill(PARENT);
  const sent = page.waitForResponse(
    (res) => res.url().endsWith('/api/school-submissions') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Kirim Data' }).click();
  expect((await sent).status()).toBe(201);
  await page.getByRole('heading', { name: 'Data Berhasil Dikirim!' }).waitFor();
}

/** Waits until the worker has checked the file of the newest submission for the school. */
async function waitForCheckedFile(page: Page, fileName: string): Promise<SchoolSubmission> {
  let found: SchoolSubmission | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/school-submissions?status=pending');
        const list = (await res.json()) as SchoolSubmission[];
        found = list.find((item) => item.uploadedFiles.includes(fileName));
        return found?.files[0]?.state;
      },
      { timeout: 30_000, interval: 300 },
    )
    .toBe('done');
  return found!;
}

describe('a parent contribution, reviewed', () => {
  it('a parent sends a brochure image from the school page, prefilled with the school', async () => {
    parent = await openPage('phone');
    const { page } = parent;
    await gotoApp(page, `/school/${school.slug}`);
    await page.getByText('Belum ada data biaya').waitFor();
    // the quick actions' button and the empty table's both lead to the form
    await page.getByRole('link', { name: 'Kirim data biaya' }).first().click();
    await page.waitForURL(`**/contribute?schoolId=${school.id}`);
    await page.getByRole('link', { name: 'Masuk dengan Google' }).click();
    await signInAtDevProvider(page, PARENT);
    await page.waitForURL(new RegExp(`/contribute\\?schoolId=${school.id}$`));
    await screenshotBoth(page, 'fees-contribute-prefilled');
    await contribute(page, BROCHURE);
    expect(parent.errors).toEqual([]);
  });

  it('a site admin reads the brochure beside the form, transcribes three lines and publishes them', async () => {
    const { page, context, errors } = await openPage('desktop');
    try {
      await signInAsAdmin(page, ADMIN, PASSWORD);
      await waitForCheckedFile(page, BROCHURE.name);
      await page.getByRole('tab', { name: 'Kontribusi User' }).click();
      await page
        .getByRole('button', { name: `Setujui ${school.name}` })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      const image = dialog.getByRole('img', { name: BROCHURE.name });
      await image.waitFor();
      await expect
        .poll(() =>
          image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
        )
        .toBe(600);
      await dialog.getByRole('button', { name: 'Perbesar' }).click();

      // the school search starts from the name the parent sent
      await dialog.getByRole('radio', { name: new RegExp(school.name) }).click();
      expect(await dialog.getByLabel('Tahun Ajaran').inputValue()).not.toBe('');
      await dialog.getByLabel('Tahun Ajaran').selectOption({ label: '2025/2026' });
      const line = (n: number) => dialog.getByRole('group', { name: `Baris biaya ${n}` });
      const fill = async (n: number, category: string, amount: string, frequency: string) => {
        await line(n).getByLabel('Kategori').selectOption({ label: category });
        await line(n).getByLabel('Jumlah (Rp)').fill(amount);
        await line(n).getByLabel('Frekuensi').selectOption({ label: frequency });
      };
      await fill(1, 'Uang Pangkal', '7.500.000', 'Sekali');
      await line(1).getByLabel('Catatan (opsional)').fill('gelombang 1');
      await dialog.getByRole('button', { name: 'Tambah baris biaya' }).click();
      await fill(2, 'SPP', '1.250.000', 'Bulanan');
      await dialog.getByRole('button', { name: 'Tambah baris biaya' }).click();
      // a typo first: the form says so and sends nothing
      await fill(3, 'Seragam', '850 ribu', 'Sekali');
      await dialog.getByRole('button', { name: 'Setujui & Terbitkan' }).click();
      await line(3)
        .getByText(/Tulis jumlah biaya dengan angka saja/)
        .waitFor();
      await line(3).getByLabel('Jumlah (Rp)').fill('Rp 850.000');
      await dialog.getByText('Rp 9.600.000').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshotBoth(page, 'fees-review-dialog', false);

      // approve -> visible on the school page: the time a parent waits
      const viewer = await context.newPage();
      await dialog.getByRole('button', { name: 'Setujui & Terbitkan' }).click();
      const clicked = Date.now();
      // the toast lasts 5 s: watched from the click, not after the school page followed
      const approvedToast = toastShown(page, 'Kontribusi disetujui');
      approvedToast.catch(() => {}); // awaited below
      const source = viewer.getByText(/^Kontribusi orang tua, diverifikasi \d{1,2} \w{3} \d{4}\b/);
      const settled = source.first().or(viewer.getByText('Belum ada data biaya'));
      await gotoApp(viewer, `/school/${school.slug}`);
      for (;;) {
        await settled.waitFor({ timeout: 15_000 });
        if ((await source.count()) > 0) break;
        if (Date.now() - clicked > 15_000)
          throw new Error('the fees never reached the school page');
        await viewer.waitForTimeout(100);
        await gotoApp(viewer, `/school/${school.slug}`);
      }
      const visibleAfterMs = Date.now() - clicked;
      console.log(`[e2e] approve -> fee visible on the school page: ${visibleAfterMs} ms`);
      await viewer.close();

      await approvedToast;
      await dialog.getByText(/^Disetujui oleh/).waitFor();
      await dialog.getByText(/3 biaya diterbitkan untuk/).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the school page shows the three lines as the parent contribution; card, comparison and search show the total', async () => {
    const { page, context, errors } = await openPage('desktop');
    try {
      await gotoApp(page, `/school/${school.slug}`);
      const table = page.getByRole('table', { name: /Rincian biaya/ });
      await table.getByText('Rp 7.500.000').waitFor();
      for (const amount of ['Rp 1.250.000', 'Rp 850.000']) await table.getByText(amount).waitFor();
      expect(await table.getByText(/^Kontribusi orang tua, diverifikasi/).count()).toBe(3);
      expect(await table.getByText(`oleh ${PARENT}`).count()).toBe(3);
      await table.getByText('gelombang 1').waitFor();
      await page.getByText('Rp 9.600.000').first().waitFor();
      await screenshotBoth(page, 'fees-school-provenance');

      // search (the index the cards and the comparison read)
      await expect
        .poll(async () => {
          const res = await page.request.get(
            `/api/schools?search=${encodeURIComponent(school.name)}`,
          );
          const body = (await res.json()) as SchoolListResponse;
          return body.schools.find((s) => s.id === school.id)?.costs?.total;
        })
        .toBe(9_600_000);
      await gotoApp(page, `/indonesia?q=${encodeURIComponent(school.name)}`);
      const card = page.getByRole('article').filter({ hasText: school.name }).first();
      await card.getByText('Rp 9.600.000').waitFor();
      await gotoApp(page, `/comparison?q=${encodeURIComponent(school.name)}`);
      const row = page.getByRole('row').filter({ hasText: school.name });
      await row.getByText('Rp 9.600.000').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the parent's dashboard says approved; a second document is rejected with a reason the parent reads", async () => {
    const { page } = parent;
    await gotoApp(page, '/dashboard');
    const mine = page.getByRole('list', { name: 'Kontribusi Saya' });
    const approved = mine.getByRole('listitem').filter({ hasText: 'Disetujui' });
    await approved.getByRole('link', { name: school.name }).waitFor();

    // a price list as a PDF, for the same school
    await gotoApp(page, `/contribute?schoolId=${school.id}`);
    await contribute(page, PRICE_LIST);

    const admin = await openPage('desktop');
    try {
      await signInAsAdmin(admin.page, ADMIN, PASSWORD);
      await waitForCheckedFile(admin.page, PRICE_LIST.name);
      await admin.page.getByRole('tab', { name: 'Kontribusi User' }).click();
      await admin.page
        .getByRole('button', { name: `Tolak ${school.name}` })
        .first()
        .click();
      const dialog = admin.page.getByRole('dialog');
      // the PDF's page is drawn
      await dialog.locator('canvas[data-page="1"]').waitFor({ timeout: 20_000 });
      await dialog.getByRole('button', { name: 'Tolak Kontribusi' }).click();
      await dialog.getByText('Alasan penolakan wajib diisi').waitFor();
      await dialog.getByLabel('Alasan penolakan').fill(REASON);
      await screenshotBoth(admin.page, 'fees-reject-dialog', false);
      await dialog.getByRole('button', { name: 'Tolak Kontribusi' }).click();
      await toastShown(admin.page, 'Kontribusi ditolak');
      await dialog.getByText(REASON).waitFor();
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
    }

    await gotoApp(page, '/dashboard');
    const rejected = mine.getByRole('listitem').filter({ hasText: 'Ditolak' });
    await rejected.getByText(REASON).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBoth(page, 'fees-parent-dashboard');
    expect(parent.errors).toEqual([]);
  });
});
