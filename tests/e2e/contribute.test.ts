import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SchoolSubmission } from '@core/contracts/submissions';
import { pdfBytes, pngBytes } from '@tests/support/upload-files';
import {
  adminLogin,
  createSiteAdmin,
  e2eDatabaseUrl,
  signInAtDevProvider,
} from './accounts-support';
import { gotoApp, saveScreenshot, seriousA11yViolations, useBrowser } from './support/browser';

const openPage = useBrowser();

// Per-run names: a second run against the same database must not meet this one's data.
const RUN = randomBytes(3).toString('hex');
const PARENT = `Kontributor E2E ${RUN}`;
const SCHOOL = `SD Uji Kontribusi ${RUN}`;
const ADMIN = `peninjau-e2e-${RUN}`;
const FILES = [
  { name: `rincian-biaya-${RUN}.pdf`, mimeType: 'application/pdf', buffer: pdfBytes() },
  { name: `brosur-${RUN}.png`, mimeType: 'image/png', buffer: pngBytes(40, 30) },
];

async function fillForm(page: Page) {
  await page.getByRole('checkbox', { name: 'SD/Sederajat' }).check();
  await page.getByRole('checkbox', { name: 'SMP/Sederajat' }).check();
  await page.getByLabel('Nama Sekolah').fill(SCHOOL);
  await page.getByLabel('Kota/Kabupaten').fill('Kota Bandung');
  await page.getByLabel('Nomor HP/WhatsApp').fill('081234567890');
  await page.getByLabel('Nama Lengkap').fill(PARENT);
  await page.getByLabel('Profil Singkat (opsional)').fill('Orang tua murid kelas 3');
}

describe('contributing data', () => {
  it('a parent signs in, uploads two files through the widget, submits and sees the success card', async () => {
    const { page, context, errors } = await openPage('phone');
    try {
      // anonymous: a prompt to sign in that comes back here
      await gotoApp(page, '/contribute?requestId=12');
      const signIn = page.getByRole('link', { name: 'Masuk dengan Google' });
      await signIn.waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await saveScreenshot(page, 'contribute-sign-in-phone');
      await signIn.click();
      await signInAtDevProvider(page, PARENT);
      // back to the same link; a request that is not the parent's fills in nothing
      await page.waitForURL(/\/contribute\?requestId=12$/);
      expect(await page.getByLabel('Nama Sekolah').inputValue()).toBe('');

      // the form's own messages before anything is filled in
      await page.getByRole('button', { name: 'Kirim Data' }).click();
      await page.getByText('Upload minimal satu file').waitFor();
      await page.getByText('Pilih minimal satu jenjang pendidikan').waitFor();

      await fillForm(page);
      await page.getByLabel('pilih file').setInputFiles(FILES);
      const list = page.getByRole('list', { name: 'File yang diunggah' });
      for (const file of FILES)
        await list
          .getByRole('listitem')
          .filter({ hasText: file.name })
          .getByText(/Selesai/)
          .waitFor({ timeout: 30_000 });
      expect(await page.getByText('Upload minimal satu file').count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await saveScreenshot(page, 'contribute-form-phone');

      const submitted = page.waitForResponse(
        (res) => res.url().endsWith('/api/school-submissions') && res.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Kirim Data' }).click();
      const response = await submitted;
      expect(response.status()).toBe(201);
      const submission = (await response.json()) as SchoolSubmission;
      expect(submission).toMatchObject({
        schoolName: SCHOOL,
        educationLevels: ['SD/Sederajat', 'SMP/Sederajat'],
        uploadedFiles: FILES.map((file) => file.name),
        status: 'pending',
      });
      // each file under the uuid its upload URL ended with
      expect(Object.values(JSON.parse(submission.fileMappings) as object)).toEqual(
        FILES.map((file) => file.name),
      );

      await page.getByRole('heading', { name: 'Data Berhasil Dikirim!' }).waitFor();
      await page.getByText(/1-3 hari kerja/).waitFor();
      await saveScreenshot(page, 'contribute-sent-phone');

      // back to an empty form with no files
      await page.getByRole('button', { name: 'Kirim Data Lain' }).click();
      await page.getByLabel('Nama Sekolah').waitFor();
      expect(await page.getByLabel('Nama Sekolah').inputValue()).toBe('');
      expect(await page.getByRole('checkbox', { name: 'SD/Sederajat' }).isChecked()).toBe(false);
      expect(await page.getByRole('list', { name: 'File yang diunggah' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('pauses, resumes and cancels a file while it uploads', async () => {
    const { page, context, errors } = await openPage('desktop');
    try {
      await gotoApp(page, '/contribute');
      await page.getByRole('link', { name: 'Masuk dengan Google' }).click();
      await signInAtDevProvider(page, `${PARENT} Jeda`);
      await page.waitForURL('**/contribute');

      // hold the file PUTs until released, so there is time to pause and cancel
      let release: () => void = () => undefined;
      let held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/objects/local/uploads/**', async (route) => {
        if (route.request().method() === 'PUT') await held;
        await route.continue().catch(() => undefined); // a paused upload was aborted
      });
      await page.getByLabel('pilih file').setInputFiles(FILES);
      const list = page.getByRole('list', { name: 'File yang diunggah' });
      const [first, second] = FILES.map((file) =>
        list.getByRole('listitem').filter({ hasText: file.name }),
      );
      await first!.getByText(/Mengunggah/).waitFor();
      await page.getByRole('button', { name: `Jeda ${FILES[0]!.name}` }).click();
      await first!.getByText(/Dijeda/).waitFor();
      await page.getByRole('button', { name: `Batalkan ${FILES[1]!.name}` }).click();
      await second!.waitFor({ state: 'detached' });
      await saveScreenshot(page, 'contribute-upload-paused-desktop', { fullPage: false });

      release();
      held = Promise.resolve();
      await page.getByRole('button', { name: `Lanjutkan ${FILES[0]!.name}` }).click();
      await first!.getByText(/Selesai/).waitFor({ timeout: 30_000 });
      expect(await list.getByRole('listitem').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a site admin finds it in Kontribusi User and downloads a checked file', async (ctx) => {
    if (!e2eDatabaseUrl())
      ctx.skip(
        'no database URL for the product under test (set E2E_DATABASE_URL with E2E_BASE_URL)',
      );
    await createSiteAdmin(ADMIN, 'rahasia-peninjau');
    const { page, context, errors } = await openPage('desktop');
    try {
      await gotoApp(page, '/auth');
      await adminLogin(page, ADMIN, 'rahasia-peninjau');
      await page.waitForURL('**/admin');

      // the worker checks the files after the submission (content, size)
      await expect
        .poll(
          async () => {
            const res = await page.request.get('/api/school-submissions');
            const list = (await res.json()) as SchoolSubmission[];
            return list.find((item) => item.schoolName === SCHOOL)?.files.map((f) => f.state);
          },
          { timeout: 30_000, interval: 500 },
        )
        .toEqual(['done', 'done']);

      await page.getByRole('heading', { name: 'Dashboard Admin' }).waitFor();
      await page.getByRole('tab', { name: 'Kontribusi User' }).click();
      const row = page.getByRole('row').filter({ hasText: SCHOOL });
      await row.waitFor();
      expect(await row.textContent()).toContain('2 file');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await row.getByRole('button', { name: `Detail ${SCHOOL}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Orang tua murid kelas 3').waitFor();
      await dialog.getByText('Lolos pemeriksaan').first().waitFor();
      await saveScreenshot(page, 'contribute-admin-detail-desktop', { fullPage: false });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: `Download ${FILES[0]!.name}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(FILES[0]!.name);
      const saved = await download.path();
      expect(fs.readFileSync(saved).equals(FILES[0]!.buffer)).toBe(true);
      await page.getByText('Download Berhasil', { exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
