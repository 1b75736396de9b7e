import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolListResponse } from '@core/contracts/schools';
import type { Sql } from '@db/client';
import { emitEvent } from '@db/outbox';
import {
  baseUrl,
  gotoApp,
  pathOf,
  saveScreenshot,
  seriousA11yViolations,
  useBrowser,
} from './support/browser';
import { adminLogin, createSiteAdmin, signInAtDevProvider } from './accounts-support';
import { createFullSchool, productDatabase, type SeededSchool } from './school-support';

// School requests (a parent asks, a site admin completes) and the admin
// dashboard (Kelola Sekolah, CSV export, a school admin's view), on data this
// file creates in the product's database. Names carry a per-run suffix.

const RUN = randomBytes(3).toString('hex');
const PARENT = `Orang Tua Request ${RUN}`;
const SITE_ADMIN = `admin-dasbor-${RUN}`;
const SCHOOL_ADMIN = `admin-sekolah-${RUN}`;
const REQUESTED = [`SD Impian ${RUN}`, `TK Bintang ${RUN}`];

const openPage = useBrowser();
let sql: Sql;
let school: SeededSchool;

beforeAll(async () => {
  const db = productDatabase();
  if (!db) throw new Error('admin e2e tests need the product database (set E2E_DATABASE_URL)');
  sql = db;
  school = await createFullSchool(sql);
  // the worker indexes it, so the admin's school search finds it
  await sql.begin((tx) =>
    emitEvent(tx, { type: 'school.changed', payload: { schoolId: school.id } }),
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await fetch(`${baseUrl()}/api/schools?search=${encodeURIComponent(school.name)}`);
    const body = (await res.json()) as SchoolListResponse;
    if (body.schools.some((s) => s.id === school.id)) break;
    if (Date.now() > deadline) throw new Error(`${school.name} never reached the search index`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await createSiteAdmin(SITE_ADMIN, 'rahasia-dasbor');
  await createSiteAdmin(SCHOOL_ADMIN, 'rahasia-sekolah');
  await sql`
    WITH admin AS (
      UPDATE users SET role = 'school_admin' WHERE username = ${SCHOOL_ADMIN} RETURNING id
    )
    INSERT INTO school_admins (user_id, school_id) SELECT id, ${school.id} FROM admin`;
});
afterAll(async () => {
  await sql?.end({ timeout: 5 });
});

const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 15_000 }).toBe(1);

async function signInAsAdmin(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await adminLogin(page, username, password);
  await page.waitForURL('**/admin');
  await page.getByRole('heading', { name: 'Dashboard Admin' }).waitFor();
}

describe('school requests', () => {
  it('a signed-out visitor is asked to sign in; a parent requests two schools and sees them under Diminta', async () => {
    const { page, context, errors } = await openPage('phone');
    try {
      await gotoApp(page, `/request-school?name=${encodeURIComponent(REQUESTED[0]!)}&level=sd`);
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Hanya 2 menit').waitFor();
      await saveScreenshot(page, 'requests-login-prompt-phone', { fullPage: false });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('link', { name: 'Masuk dengan Google' }).click();
      await signInAtDevProvider(page, PARENT);
      await page.waitForURL('**/request-school?**');
      await page.getByRole('button', { name: 'Kirim Request' }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);

      // the first block came prefilled from the link
      expect(await page.getByLabel('Nama Sekolah').inputValue()).toBe(REQUESTED[0]);
      expect(await page.getByLabel('Jenjang Pendidikan').inputValue()).toBe('SD');
      await page.getByLabel('Kota/Kabupaten').fill('Depok');
      await page.getByRole('button', { name: 'Tambah Sekolah Lain' }).click();
      // an incomplete second block is refused
      await page.getByRole('button', { name: 'Kirim Request' }).click();
      await toast(page, 'Mohon lengkapi semua field untuk setiap sekolah');
      await page.getByLabel('Nama Sekolah').nth(1).fill(REQUESTED[1]!);
      await page.getByLabel('Jenjang Pendidikan').nth(1).selectOption('TK');
      await page.getByLabel('Kota/Kabupaten').nth(1).fill('Bandung');
      await saveScreenshot(page, 'requests-form-phone');
      await page.getByRole('button', { name: 'Kirim Request' }).click();
      await toast(page, '2 sekolah berhasil direquest');
      await page.waitForURL('**/school-requests');

      const requested = page.getByRole('tabpanel');
      for (const name of REQUESTED) await requested.getByText(name, { exact: true }).waitFor();
      expect(await page.getByRole('tab', { name: /^Diminta \(\d+\)$/ }).count()).toBe(1);
      await saveScreenshot(page, 'requests-list-phone');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a site admin completes one; it moves to Selesai with a link to the school', async () => {
    const { page, context, errors } = await openPage('desktop');
    try {
      await signInAsAdmin(page, SITE_ADMIN, 'rahasia-dasbor');
      await page.getByRole('tab', { name: 'Request Sekolah' }).click();
      await page.getByRole('button', { name: `Tandai Selesai: ${REQUESTED[0]}` }).click();
      const dialog = page.getByRole('dialog');
      const confirm = dialog.getByRole('button', { name: 'Tandai Selesai' });
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel('Cari sekolah').fill(school.name);
      await dialog.getByRole('radio', { name: new RegExp(school.name) }).click();
      await saveScreenshot(page, 'admin-complete-request-desktop', { fullPage: false });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await confirm.click();
      await toast(page, 'Request berhasil diselesaikan');

      await gotoApp(page, '/school-requests');
      await page.getByRole('tab', { name: /^Selesai/ }).click();
      const card = page.getByRole('link', { name: `Lihat ${school.name}` });
      await card.waitFor();
      await saveScreenshot(page, 'requests-completed-desktop');
      await card.click();
      await page.waitForURL(`**/school/${school.slug}`);
      await page.getByRole('heading', { level: 1, name: school.name }).waitFor();
      // the other request is still waiting
      await gotoApp(page, '/school-requests');
      await page.getByRole('tabpanel').getByText(REQUESTED[1]!, { exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('admin dashboard', () => {
  it('a site admin edits an amount and deletes an item in Kelola Sekolah; the school page follows', async () => {
    const { page, context, errors } = await openPage('desktop');
    try {
      await signInAsAdmin(page, SITE_ADMIN, 'rahasia-dasbor');
      // SPEC's four tabs first, in order; the tabs beyond SPEC follow (their exact
      // list is the unit test's of web/src/app/routes/admin.tsx)
      const tabs = await page.getByRole('tab').allTextContents();
      expect(tabs.slice(0, 4)).toEqual([
        'Overview',
        'Kelola Sekolah',
        'Kontribusi User',
        'Request Sekolah',
      ]);
      expect(tabs).toEqual(expect.arrayContaining(['Laporan', 'Admin Sekolah', 'Aturan Biaya']));
      expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Overview');
      await page.getByRole('tab', { name: 'Kelola Sekolah' }).click();
      await page.getByLabel('Cari sekolah').fill(school.name);
      const picker = page.getByLabel('Pilih Sekolah');
      await expect
        .poll(() => picker.locator(`option[value="${school.id}"]`).count(), { timeout: 15_000 })
        .toBe(1);
      await picker.selectOption(String(school.id));
      const spp = page.getByLabel('Jumlah SPP');
      await expect.poll(() => spp.inputValue()).toBe('450.000');
      await spp.fill('475000');
      await spp.press('Enter');
      await toast(page, 'Item biaya berhasil diperbarui');
      await page.getByRole('button', { name: 'Hapus Seragam' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
      await toast(page, 'Item biaya berhasil dihapus');
      await expect.poll(() => page.getByLabel('Jumlah Seragam').count()).toBe(0);
      await saveScreenshot(page, 'admin-manage-schools-desktop');
      expect(await seriousA11yViolations(page)).toEqual([]);

      await gotoApp(page, `/school/${school.slug}`);
      const table = page.getByRole('table', { name: /Rincian biaya/ });
      await table.getByText('Rp 475.000').waitFor();
      // the deleted uniform is no fee any more: a key item nobody states shows as unknown
      await table.getByTestId('unknown-fee').filter({ hasText: 'Seragam' }).waitFor();
      expect(
        await table
          .getByRole('row')
          .filter({ hasText: 'Seragam' })
          .filter({ hasText: 'Rp' })
          .count(),
      ).toBe(0);
      await page.getByText('Rp 8.725.000').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a site admin downloads the CSV of all schools from Overview', async () => {
    const { page, context, errors } = await openPage('desktop');
    try {
      await signInAsAdmin(page, SITE_ADMIN, 'rahasia-dasbor');
      await page.getByText('Aksi Cepat').waitFor();
      await saveScreenshot(page, 'admin-overview-desktop');
      expect(await seriousA11yViolations(page)).toEqual([]);
      const downloading = page.waitForEvent('download', { timeout: 90_000 });
      await page.getByRole('button', { name: 'Unduh Data Sekolah (CSV)' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^data-sekolah-\d{4}-\d{2}-\d{2}\.csv$/);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString('utf8');
      expect(text.split('\r\n')[0]).toMatch(/^ID,NPSN,Nama Sekolah,Jenjang,/);
      expect(text).toContain(school.name);
      await toast(page, 'Data sekolah berhasil diunduh');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a school admin sees Kelola Sekolah first (then profile and admissions), with their school, and the server refuses others', async () => {
    const { page, context, errors } = await openPage('phone');
    try {
      await signInAsAdmin(page, SCHOOL_ADMIN, 'rahasia-sekolah');
      expect(await page.getByRole('tab').allTextContents()).toEqual([
        'Kelola Sekolah',
        'Profil Sekolah',
        'SPMB/PPDB',
      ]);
      await page.getByText('Sekolah yang Dikelola').waitFor();
      await expect
        .poll(() => page.getByLabel('Pilih Sekolah').inputValue())
        .toBe(String(school.id));
      await page.getByLabel('Jumlah SPP').waitFor();
      await saveScreenshot(page, 'admin-school-admin-phone');
      expect(await seriousA11yViolations(page)).toEqual([]);
      const [other] = await sql<{ id: number }[]>`
        SELECT id FROM cost_items WHERE school_id <> ${school.id} LIMIT 1`;
      const refused = await page.request.put(`/api/cost-items/${other!.id}`, {
        data: { amount: 1 },
        headers: { Origin: baseUrl() },
      });
      expect(refused.status()).toBe(403);
      expect(pathOf(page)).toBe('/admin');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
