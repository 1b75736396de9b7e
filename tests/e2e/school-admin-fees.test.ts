import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '@db/client';
import { createSiteAdmin } from './accounts-support';
import { indexSchool, screenshotBoth, signInAsAdmin, toastShown } from './fees-support';
import { createSchoolWithoutFees, productDatabase, type SeededSchool } from './school-support';
import { baseUrl, gotoApp, seriousA11yViolations, useBrowser } from './support/browser';

// A school admin manages a school's fees from zero: a site admin approves the
// new account and assigns it a school that has no fees (found by NPSN); the
// school admin enters 2025/2026, copies it into 2026/2027 and raises SPP; the
// school page offers both years. On the way, a visitor's report is read in
// 'Laporan' and leads to the school's fees. Names carry a per-run suffix.

const RUN = randomBytes(3).toString('hex');
const SITE_ADMIN = `admin-situs-${RUN}`;
const SCHOOL_ADMIN = `admin-smp-${RUN}`;
const PASSWORD = 'rahasia-sekolah';
const REPORT = `SPP di brosur ${RUN} sudah naik, mohon diperbarui.`;

const openPage = useBrowser();
let sql: Sql;
let school: SeededSchool & { npsn: string };

beforeAll(async () => {
  const db = productDatabase();
  if (!db) throw new Error('fee e2e tests need the product database (set E2E_DATABASE_URL)');
  sql = db;
  const seeded = await createSchoolWithoutFees(sql);
  const [row] = await sql<{ npsn: string }[]>`SELECT npsn FROM schools WHERE id = ${seeded.id}`;
  school = { ...seeded, npsn: row!.npsn };
  await indexSchool(sql, school);
  await createSiteAdmin(SITE_ADMIN, PASSWORD);
  // a visitor's 'Laporkan Data' (anyone may report)
  const reported = await fetch(`${baseUrl()}/api/schools/${school.id}/reports`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reporterName: 'Pak Budi', contact: null, description: REPORT }),
  });
  expect(reported.status).toBe(201);
});
afterAll(async () => {
  await sql?.end({ timeout: 5 });
});

describe('a school admin from zero', () => {
  it('a site admin approves a new school admin, assigns the school by NPSN and reads a report', async () => {
    const { page, context, errors } = await openPage('desktop');
    try {
      // the new school admin registers
      await gotoApp(page, '/auth');
      await page.getByRole('tab', { name: 'Daftar' }).click();
      const form = page.getByRole('form', { name: 'Form daftar admin' });
      await form.getByLabel('Username').fill(SCHOOL_ADMIN);
      await form.getByLabel('Email').fill(`${SCHOOL_ADMIN}@sekolah.test`);
      await form.getByLabel('Password').fill(PASSWORD);
      await form.getByRole('button', { name: 'Daftar' }).click();
      await form.getByText(/menunggu persetujuan/).waitFor();

      await signInAsAdmin(page, SITE_ADMIN, PASSWORD);
      await page.getByRole('button', { name: `Setujui ${SCHOOL_ADMIN}` }).click();
      await toastShown(page, `Akun ${SCHOOL_ADMIN} disetujui`);
      await page.getByText('Pembaruan Tertunda').waitFor();
      await page.getByText('Aktivitas Terbaru').waitFor();
      await screenshotBoth(page, 'fees-admin-overview');

      await page.getByRole('tab', { name: 'Admin Sekolah' }).click();
      await page.getByRole('button', { name: `Tambah sekolah untuk ${SCHOOL_ADMIN}` }).click();
      await page
        .getByLabel(`Cari sekolah untuk ${SCHOOL_ADMIN}`, { exact: true })
        .fill(school.npsn);
      await page.getByRole('radio', { name: new RegExp(school.name) }).click();
      await page.getByRole('button', { name: 'Tetapkan Sekolah' }).click();
      await toastShown(page, `Sekolah berhasil ditetapkan: ${school.name}`);
      await page
        .getByRole('list', { name: `Sekolah yang dikelola ${SCHOOL_ADMIN}` })
        .getByText(school.name)
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshotBoth(page, 'fees-admin-school-admins');

      // the report leads to the school's fees
      await page.getByRole('tab', { name: 'Laporan' }).click();
      const reports = page.getByRole('list', { name: 'Daftar laporan' });
      const report = reports.getByRole('listitem').filter({ hasText: REPORT });
      await report.waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshotBoth(page, 'fees-admin-reports');
      await report.getByRole('button', { name: `Tandai selesai: laporan ${school.name}` }).click();
      await toastShown(page, `Laporan ditandai selesai: ${school.name}`);
      await page.getByLabel('Status').selectOption({ label: 'Selesai' });
      await reports
        .getByRole('listitem')
        .filter({ hasText: REPORT })
        .getByRole('link', { name: `Kelola biaya ${school.name}` })
        .click();
      await page.waitForURL(`**/admin?tab=manage&schoolId=${school.id}`);
      // the router renders a navigation in a transition, after the URL has changed
      await expect
        .poll(() => page.getByRole('tab', { selected: true }).textContent())
        .toBe('Kelola Sekolah');
      await page.getByText(`${school.name}, Kota Depok`, { exact: false }).first().waitFor();
      await page.getByText('Belum ada data biaya untuk tahun ajaran ini.').waitFor();

      // a school missing from the registry: created, picked, and searchable at once
      const created = `SD Baru Uji ${RUN}`;
      await page.getByRole('button', { name: 'Tambah Sekolah' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Nama Sekolah').fill(created);
      await dialog.getByLabel('Jenjang').selectOption({ label: 'SD' });
      await dialog.getByRole('button', { name: 'Simpan Sekolah' }).click();
      await dialog.getByText('Status sekolah wajib dipilih').waitFor();
      await dialog.getByLabel('Status').selectOption({ label: 'Swasta' });
      await dialog.getByLabel('Provinsi').selectOption({ label: 'Jawa Barat' });
      await dialog.getByLabel('Kota/Kabupaten').selectOption({ label: 'Kota Depok' });
      const district = dialog.getByLabel('Kecamatan');
      await expect.poll(() => district.locator('option').count()).toBeGreaterThan(1);
      await district.selectOption({ index: 1 });
      await dialog.getByLabel('Alamat (opsional)').fill('Jl. Margonda Raya No. 1');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshotBoth(page, 'fees-admin-new-school', false);
      await dialog.getByRole('button', { name: 'Simpan Sekolah' }).click();
      await toastShown(page, 'Sekolah berhasil ditambahkan');
      await page.getByText(`${created}, Kota Depok`, { exact: false }).first().waitFor();
      const started = Date.now();
      await expect
        .poll(
          async () => {
            const res = await page.request.get(
              `/api/schools?search=${encodeURIComponent(created)}`,
            );
            return ((await res.json()) as { schools: { name: string }[] }).schools[0]?.name;
          },
          { interval: 100, timeout: 10_000 },
        )
        .toBe(created);
      console.log(`[e2e] new school searchable after ${Date.now() - started} ms`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the school admin adds 2025/2026 from zero, copies it into 2026/2027 and raises SPP', async () => {
    const { page, context, errors } = await openPage('phone');
    try {
      await signInAsAdmin(page, SCHOOL_ADMIN, PASSWORD);
      expect(await page.getByRole('tab').allTextContents()).toEqual([
        'Kelola Sekolah',
        'Profil Sekolah',
        'SPMB/PPDB',
      ]);
      await expect
        .poll(() => page.getByLabel('Pilih Sekolah').inputValue(), { timeout: 15_000 })
        .toBe(String(school.id));
      await page.getByLabel('Tahun Ajaran', { exact: true }).selectOption({ label: '2025/2026' });
      await page.getByText('Belum ada data biaya untuk tahun ajaran ini.').waitFor();

      const add = page.getByRole('form', { name: 'Tambah item biaya' });
      const addItem = async (category: string, amount: string, frequency: string) => {
        await add.getByLabel('Kategori').selectOption({ label: category });
        await add.getByLabel('Jumlah (Rp)').fill(amount);
        await add.getByLabel('Frekuensi').selectOption({ label: frequency });
        await add.getByRole('button', { name: 'Tambah Item' }).click();
        await page.getByLabel(`Jumlah ${category}`).waitFor();
      };
      // bad input first: nothing is sent, the field says why
      await add.getByLabel('Kategori').selectOption({ label: 'SPP' });
      await add.getByLabel('Jumlah (Rp)').fill('-5');
      await add.getByRole('button', { name: 'Tambah Item' }).click();
      await add.getByText('Jumlah biaya tidak boleh negatif').waitFor();
      await addItem('SPP', '500.000', 'Bulanan');
      await addItem('Uang Pangkal', '5.000.000', 'Sekali');
      await toastShown(page, 'Item biaya berhasil ditambahkan');

      await page.getByLabel('Tahun Ajaran', { exact: true }).selectOption({ label: '2026/2027' });
      await page.getByText('Mulai tahun ajaran 2026/2027').waitFor();
      expect(await page.getByLabel('Salin dari tahun ajaran').inputValue()).not.toBe('');
      await page.getByRole('button', { name: 'Salin Biaya' }).click();
      await toastShown(page, '2 item biaya disalin dari 2025/2026 ke 2026/2027');
      const spp = page.getByLabel('Jumlah SPP');
      await expect.poll(() => spp.inputValue()).toBe('500.000');
      await spp.fill('550.000');
      await spp.press('Enter');
      await toastShown(page, 'Item biaya berhasil diperbarui');
      await expect.poll(() => spp.inputValue()).toBe('550.000');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshotBoth(page, 'fees-school-admin-manage');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the school page offers both years, the newest first, from the school admin', async () => {
    const { page, context, errors } = await openPage('phone');
    try {
      await gotoApp(page, `/school/${school.slug}`);
      const year = page.getByLabel('Tahun Ajaran', { exact: true });
      await year.waitFor();
      expect(await year.locator('option').allTextContents()).toEqual(['2026/2027', '2025/2026']);
      const table = page.getByRole('table', { name: /Rincian biaya/ });
      await table.getByText('Rp 550.000').waitFor();
      expect(await table.getByText(/^Admin sekolah/).count()).toBe(2);
      await year.selectOption({ label: '2025/2026' });
      await table.getByText('Rp 500.000').waitFor();
      await page.getByText('Rp 5.500.000').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
