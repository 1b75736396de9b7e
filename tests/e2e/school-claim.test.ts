import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Sql } from '@db/client';
import { pdfBytes } from '@tests/support/upload-files';
import { createSiteAdmin, signInAtDevProvider } from './accounts-support';
import { indexSchool, screenshotBoth, signInAsAdmin, toastShown } from './fees-support';
import { createSchoolWithoutFees, productDatabase, type SeededSchool } from './school-support';
import { gotoApp, seriousA11yViolations, useBrowser } from './support/browser';
import { gradientPng } from './support/png';

// Issue 23 at 390 px: a representative claims a school, a site admin approves
// the claim, the representative (now its school admin) fills the profile
// with a photo and the SPMB dates, and the public page (the stored, server
// rendered one too) shows them with 'Dikelola oleh pihak sekolah'. Every wait
// is for a state on screen or in an answer, never for time.

const RUN = randomBytes(3).toString('hex');
const REPRESENTATIVE = `Rina Operator ${RUN}`;
const SITE_ADMIN = `admin-klaim-${RUN}`;
const PASSWORD = 'rahasia-klaim';
const PHONE = '(021) 7654-3210';
const WEBSITE = `smp-uji-${RUN}.sch.id`;

/** A Jakarta calendar day `offset` days from today, as 'yyyy-mm-dd'. */
const jakartaIso = (offset: number) =>
  new Date(Date.now() + 7 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

const openPage = useBrowser();
let sql: Sql;
let school: SeededSchool;

beforeAll(async () => {
  const db = productDatabase();
  if (!db) throw new Error('claim e2e tests need the product database (set E2E_DATABASE_URL)');
  sql = db;
  school = await createSchoolWithoutFees(sql);
  await indexSchool(sql, school);
  await createSiteAdmin(SITE_ADMIN, PASSWORD);
});
afterAll(async () => {
  await sql?.end({ timeout: 5 });
});

/** Reloads the page until `check` holds (the stored page is rendered again by the worker). */
async function reloadUntil(page: Page, check: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        if (await check()) return true;
        await page.reload();
        return check();
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
}

describe('a school claims its page at 390 px', () => {
  it('claim -> approval -> profile with a photo and SPMB dates -> the public page shows them', async () => {
    const phone = await openPage('phone', { width: 390 });
    const desktop = await openPage('desktop');
    const { page } = phone;
    try {
      // the representative finds 'Klaim sekolah ini', signs in and comes back to the form
      await gotoApp(page, `/school/${school.slug}`);
      await page.getByRole('button', { name: 'Klaim sekolah ini' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Masuk dengan Google' }).click();
      await signInAtDevProvider(page, REPRESENTATIVE);
      const form = page.getByRole('form', { name: 'Form klaim sekolah' });
      await form.waitFor();
      await form.getByLabel('Jabatan di sekolah').fill('Operator Sekolah');
      await form.getByLabel('Nomor telepon/WhatsApp').fill('0812 3456 7890');
      await form.getByLabel('Email').fill(`rina-${RUN}@sekolah.test`);
      await form.getByRole('button', { name: 'Kirim Klaim' }).click();
      await form
        .getByText('Unggah minimal satu bukti (surat berstempel sekolah atau SK)')
        .waitFor();
      await form.getByLabel('Bukti pengelola sekolah').setInputFiles({
        name: `surat-tugas-${RUN}.pdf`,
        mimeType: 'application/pdf',
        buffer: pdfBytes('Surat tugas operator sekolah'),
      });
      await form.getByText('(terunggah)').waitFor({ state: 'attached' });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshotBoth(page, 'claim-form', false);
      await form.getByRole('button', { name: 'Kirim Klaim' }).click();
      await page.getByText('Klaim terkirim').waitFor();

      // a site admin sees the claim with its proof and approves it
      const admin = desktop.page;
      await signInAsAdmin(admin, SITE_ADMIN, PASSWORD);
      await admin.getByRole('tab', { name: 'Klaim' }).click();
      const claim = admin.getByRole('listitem', { name: `Klaim ${school.name}` });
      await claim.waitFor();
      // the worker checks the proof; the link to it appears once checked
      await reloadUntil(admin, async () =>
        claim.getByRole('link', { name: `surat-tugas-${RUN}.pdf` }).isVisible(),
      );
      expect(await seriousA11yViolations(admin)).toEqual([]);
      await screenshotBoth(admin, 'claim-review');
      await claim
        .getByRole('button', { name: `Setujui klaim ${REPRESENTATIVE} atas ${school.name}` })
        .click();
      await toastShown(admin, `Klaim disetujui: ${REPRESENTATIVE} kini mengelola ${school.name}`);

      // the representative is now the school's admin: profile first, bad input refused
      await gotoApp(page, '/admin?tab=profile');
      const profile = page.getByRole('form', { name: 'Form profil sekolah' });
      await profile.waitFor();
      await profile.getByLabel('Telepon').fill(PHONE);
      await profile.getByLabel('Email').fill('tu.sekolah.test');
      await profile.getByLabel('Website').fill('bukan alamat web');
      await profile.getByRole('button', { name: 'Simpan Profil' }).click();
      await profile.getByText('Email tidak valid').waitFor();
      await profile
        .getByText('Alamat website harus berupa URL, misalnya https://sekolah.sch.id')
        .waitFor();
      await profile.getByLabel('Email').fill(`tu-${RUN}@sekolah.test`);
      await profile.getByLabel('Website').fill(WEBSITE);
      await profile
        .getByLabel('Deskripsi')
        .fill('Sekolah berbasis proyek dengan kegiatan pramuka dan robotik.');
      await profile.getByLabel('Perpustakaan').check();
      await profile.getByLabel('Laboratorium komputer').check();
      await profile.getByRole('button', { name: 'Simpan Profil' }).click();
      await toastShown(page, 'Profil sekolah disimpan');

      // a file that is not an image is refused with the server's words; a photo is sized by the worker
      const photoInput = page.getByLabel('Tambah foto');
      await photoInput.setInputFiles({
        name: 'brosur.pdf',
        mimeType: 'application/pdf',
        buffer: pdfBytes(),
      });
      await page
        .getByText('brosur.pdf: File bukan gambar. Unggah foto JPG, PNG, atau WebP.')
        .waitFor();
      await page.getByLabel('Keterangan foto (opsional)').fill('Gedung sekolah');
      await photoInput.setInputFiles({
        name: 'gedung.png',
        mimeType: 'image/png',
        buffer: gradientPng(1600, 1000, [37, 99, 235], [16, 185, 129], [250, 204, 21]),
      });
      const photos = page.getByRole('list', { name: 'Foto sekolah' });
      await photos.getByText('Tayang di galeri').waitFor({ timeout: 30_000 });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshotBoth(page, 'claim-profile');

      // the SPMB dates: a backward range is refused, then registration open from yesterday
      await page.getByRole('tab', { name: 'SPMB/PPDB' }).click();
      const spmb = page.getByRole('form', { name: /^Form SPMB\/PPDB / });
      await spmb.waitFor();
      await spmb.getByLabel('Tanggal mulai').fill(jakartaIso(10));
      await spmb.getByLabel('Tanggal selesai').fill(jakartaIso(-1));
      await spmb.getByLabel('Sumber dokumen').fill('Pengumuman SPMB sekolah');
      await spmb.getByRole('button', { name: 'Simpan' }).click();
      await spmb.getByText('Tanggal selesai tidak boleh sebelum tanggal mulai').waitFor();
      await spmb.getByLabel('Tanggal mulai').fill(jakartaIso(-1));
      await spmb.getByLabel('Tanggal selesai').fill(jakartaIso(10));
      await spmb.getByRole('button', { name: 'Tambah jadwal' }).click();
      await spmb.getByLabel('Tahap 2', { exact: true }).selectOption({ label: 'Pengumuman' });
      await spmb.getByLabel('Tanggal mulai').nth(1).fill(jakartaIso(14));
      await spmb.getByRole('button', { name: 'Tambah jalur' }).click();
      await spmb.getByLabel('Jalur 1', { exact: true }).fill('Domisili');
      await spmb.getByLabel('Kuota (kursi)').fill('120');
      await spmb.getByLabel('Persyaratan').fill('Akta kelahiran\nKartu keluarga');
      await spmb.getByRole('button', { name: 'Tambah biaya' }).click();
      await spmb.getByLabel('Nama biaya 1', { exact: true }).fill('Formulir');
      await spmb.getByLabel('Jumlah (Rp)').fill('150.000');
      await spmb.getByRole('button', { name: 'Simpan' }).click();
      await toastShown(page, /^Info penerimaan murid baru disimpan: /);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshotBoth(page, 'claim-admissions');

      // the public page, as served (stored and rendered by the worker) and hydrated
      const visitor = await openPage('phone', { width: 390 });
      try {
        const view = visitor.page;
        await gotoApp(view, `/school/${school.slug}`);
        await reloadUntil(view, async () => view.getByText('Sedang berlangsung').isVisible());
        await view.getByText('Dikelola oleh pihak sekolah').first().waitFor();
        // stored as +622176543210, read as Indonesians write it
        await view.getByRole('link', { name: '02176543210' }).waitFor();
        await view
          .getByRole('link', { name: new RegExp(`^${WEBSITE.replace(/\./g, '\\.')}`) })
          .waitFor();
        await view.getByText('Pendaftaran dibuka').waitFor();
        await view.getByText('120 kursi').waitFor();
        await view.getByText('Rp 150.000').waitFor();
        await view.getByText('Laboratorium komputer').waitFor();
        await view.getByRole('button', { name: /Buka gambar 1 dari 1: Gedung sekolah/ }).waitFor();
        expect(
          await view.getByText('Diperbarui oleh pihak sekolah', { exact: false }).count(),
        ).toBeGreaterThan(3);
        const html = await (await view.request.get(`/school/${school.slug}`)).text();
        expect(html).toContain('Dikelola oleh pihak sekolah');
        expect(html).toContain('Penerimaan Murid Baru');
        expect(await seriousA11yViolations(view)).toEqual([]);
        await screenshotBoth(view, 'claim-public-page');
        expect(visitor.errors).toEqual([]);
      } finally {
        await visitor.context.close();
      }
      expect(phone.errors).toEqual([]);
      expect(desktop.errors).toEqual([]);
    } finally {
      await phone.context.close();
      await desktop.context.close();
    }
  }, 240_000); // the longest flow of the suite: a whole claim, a photo processed and SPMB saved, by two people
});
