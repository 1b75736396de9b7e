import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimSchema } from '@core/contracts/claims';
import { galleryListSchema } from '@core/contracts/gallery';
import { schoolProfileSchema, adminPhotoSchema } from '@core/contracts/school-profile';
import { schoolDetailSchema, schoolListResponseSchema } from '@core/contracts/schools';
import { startTestApi } from '@tests/support/api-server';
import {
  errorOf,
  postJson,
  sendJson,
  uploadFile,
  type ContributionApis,
} from '@tests/support/contribution-api';
import { startFeesAdminFixture } from '@tests/support/fees-admin-fixture';
import { waitFor } from '@tests/support/pipeline';
import {
  SAMPLE_PDF,
  samplePhoto,
  schoolPagesFingerprint,
  startSchoolPagesWorker,
  type SchoolPagesWorker,
} from '@tests/support/school-pages';
import { jakartaDayNumber, isoOfDayNumber } from '@core/admissions';

// Issue 23 end to end in one process pair: the api's routes and the worker's
// runtime (relay, upload checks, photo resizing, reindexing) over one database.
// A claim approved assigns the school; school admins edit only their schools;
// the profile and admissions reach search; bad input changes nothing.

let apis: ContributionApis;
let worker: SchoolPagesWorker;
let mine: number;
let other: number;

beforeAll(async () => {
  ({ apis, mine, other } = await startFeesAdminFixture('schoolpages'));
  worker = await startSchoolPagesWorker(apis, 'schoolpages');
});
afterAll(async () => {
  await worker?.close();
  await apis?.close();
});
beforeEach(async () => {
  await apis.resetLimits();
});

const sql = () => apis.db.sql;
const put = (api: ContributionApis['parent'], path: string, body: unknown) =>
  sendJson(api, 'PUT', path, body);

async function detail(id: number) {
  const res = await apis.anonymous.fetch(`/api/schools/slug/${id}`);
  expect(res.status).toBe(200);
  return schoolDetailSchema.parse(await res.json());
}

/** The school as listings show it, once the worker has indexed it so. */
async function listedWhen<T>(
  query: string,
  pick: (schools: ReturnType<typeof schoolListResponseSchema.parse>['schools']) => T | undefined,
) {
  return waitFor(
    async () => {
      const res = await apis.anonymous.fetch(`/api/schools?${query}`);
      return pick(schoolListResponseSchema.parse(await res.json()).schools);
    },
    { what: `listing ${query}` },
  );
}

const PROFILE = {
  phone: '(022) 2501234',
  email: 'info@sdkelola1.sch.id',
  website: 'sdkelola1.sch.id',
  description: 'Sekolah dasar dengan kelas kecil dan kegiatan pramuka.',
  facilities: ['lapangan', 'perpustakaan'],
};

describe('claiming a school', () => {
  it('approving a claim makes the claimant a school admin of it, in one step', async () => {
    const proof = await uploadFile(apis.parent, 'surat-tugas.pdf', SAMPLE_PDF);
    const body = {
      claimantName: 'Ibu Ratna',
      position: 'Kepala Sekolah',
      phone: '0812 3456 7890',
      email: 'ratna@sdkelola2.sch.id',
      files: [{ uploadId: proof.uploadId, name: proof.name }],
    };
    const sent = await postJson(apis.parent, `/api/schools/${other}/claims`, body);
    expect(sent.status).toBe(201);
    const claim = claimSchema.parse(await sent.json());
    expect(claim).toMatchObject({ status: 'pending', school: { id: other } });

    // one open claim per person and school; the file cannot be used twice
    const twice = await postJson(apis.parent, `/api/schools/${other}/claims`, body);
    expect([400, 409]).toContain(twice.status);

    // the worker checks the proof; the site admin downloads it as an attachment
    await waitFor(async () => {
      const list = claimSchema
        .array()
        .parse(await (await apis.siteAdmin.fetch('/api/admin/claims?status=pending')).json());
      return list.find((c) => c.id === claim.id)?.files[0]?.state === 'done';
    });
    const file = await apis.siteAdmin.fetch(`/api/admin/claims/${claim.id}/files/0`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(SAMPLE_PDF);
    expect((await apis.parent.fetch(`/api/admin/claims/${claim.id}/files/0`)).status).toBe(403);

    expect((await detail(other)).managedBySchool).toBe(false);
    const approved = await postJson(apis.siteAdmin, `/api/admin/claims/${claim.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(claimSchema.parse(await approved.json()).status).toBe('approved');
    const [user] = await sql()`SELECT role FROM users WHERE id = ${apis.users.parent.id}`;
    expect(user!.role).toBe('school_admin');
    const [assigned] = await sql()`
      SELECT 1 FROM school_admins WHERE user_id = ${apis.users.parent.id} AND school_id = ${other}`;
    expect(assigned).toBeDefined();
    const [audit] = await sql()`SELECT action, actor_id FROM audit_log ORDER BY id DESC LIMIT 1`;
    expect(audit).toMatchObject({
      action: 'school_claim.approved',
      actorId: apis.users.siteAdmin.id,
    });
    expect((await detail(other)).managedBySchool).toBe(true);
    // the claimant is told, in the product (and by e-mail when SMTP is configured)
    const [notice] = await sql()`
      SELECT kind, title, link FROM notifications WHERE user_id = ${apis.users.parent.id}
      ORDER BY id DESC LIMIT 1`;
    expect(notice).toMatchObject({
      kind: 'claim.approved',
      title: 'Klaim sekolah Anda disetujui',
      link: `/admin?tab=profile&schoolId=${other}`,
    });
    // the claimant reads the decision
    const mineNow = claimSchema
      .array()
      .parse(await (await apis.parent.fetch('/api/me/claims')).json());
    expect(mineNow[0]).toMatchObject({ id: claim.id, status: 'approved' });

    // the claimant, now with the role the database gives them, edits the school
    const asAdmin = await startTestApi(apis.db, {
      env: { STORAGE_DIR: apis.storageDir },
      user: { ...apis.users.parent, role: 'school_admin' },
    });
    try {
      const saved = await put(asAdmin, `/api/schools/${other}/profile`, PROFILE);
      expect(saved.status).toBe(200);
    } finally {
      await asAdmin.close();
    }
    const again = await postJson(apis.siteAdmin, `/api/admin/claims/${claim.id}/approve`, {});
    expect(again.status).toBe(409);
  });

  it('refuses a claim without proof, and a rejection needs a reason', async () => {
    const before = await schoolPagesFingerprint(sql());
    const bare = await postJson(apis.other, `/api/schools/${mine}/claims`, {
      claimantName: 'Pak Budi',
      position: 'Operator',
      phone: '081234567890',
      email: 'budi@contoh.id',
      files: [],
    });
    expect(bare.status).toBe(400);
    expect((await errorOf(bare)).error).toBe(
      'Unggah minimal satu bukti (surat berstempel sekolah atau SK)',
    );
    const badEmail = await postJson(apis.other, `/api/schools/${mine}/claims`, {
      claimantName: 'Pak Budi',
      position: 'Operator',
      phone: '081234567890',
      email: 'budi.contoh.id',
      files: [{ uploadId: '00000000-0000-4000-8000-000000000000', name: 'sk.pdf' }],
    });
    expect((await errorOf(badEmail)).error).toBe('Email tidak valid');
    expect(await schoolPagesFingerprint(sql())).toEqual(before);

    const proof = await uploadFile(apis.other, 'sk.pdf', SAMPLE_PDF);
    const sent = await postJson(apis.other, `/api/schools/${mine}/claims`, {
      claimantName: 'Pak Budi',
      position: 'Operator',
      phone: '081234567890',
      email: 'budi@contoh.id',
      files: [{ uploadId: proof.uploadId, name: proof.name }],
    });
    const claim = claimSchema.parse(await sent.json());
    const noReason = await postJson(apis.siteAdmin, `/api/admin/claims/${claim.id}/reject`, {
      reason: ' ',
    });
    expect((await errorOf(noReason)).error).toBe('Alasan penolakan wajib diisi');
    const rejected = await postJson(apis.siteAdmin, `/api/admin/claims/${claim.id}/reject`, {
      reason: 'Surat tugas tidak berstempel sekolah',
    });
    expect(claimSchema.parse(await rejected.json())).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Surat tugas tidak berstempel sekolah',
    });
    const [user] = await sql()`SELECT role FROM users WHERE id = ${apis.users.other.id}`;
    expect(user!.role).toBe('parent');
    const [notice] = await sql()`
      SELECT kind, body FROM notifications WHERE user_id = ${apis.users.other.id}
      ORDER BY id DESC LIMIT 1`;
    expect(notice!.kind).toBe('claim.rejected');
    expect(notice!.body).toContain('Alasan: Surat tugas tidak berstempel sekolah');
  });
});

describe('a school admin edits only their schools', () => {
  it("refuses another school's profile, photos and admissions (403) and changes nothing", async () => {
    const before = await schoolPagesFingerprint(sql());
    const admission = {
      academicYear: '2027/2028',
      schedule: [{ kind: 'registration', startsOn: '2027-06-01', endsOn: '2027-06-05' }],
      sourceTitle: 'Juknis SPMB 2027',
    };
    for (const res of [
      await put(apis.schoolAdmin, `/api/schools/${other}/profile`, PROFILE),
      await put(apis.schoolAdmin, `/api/schools/${other}/admissions`, admission),
      await sendJson(apis.schoolAdmin, 'DELETE', `/api/schools/${other}/admissions/2027-2028`),
      await postJson(apis.schoolAdmin, `/api/schools/${other}/photos`, {
        uploadId: '00000000-0000-4000-8000-000000000000',
        fileName: 'x.jpg',
      }),
      await apis.schoolAdmin.fetch(`/api/schools/${other}/profile`),
    ]) {
      expect(res.status).toBe(403);
      expect((await errorOf(res)).error).toBe('Anda tidak mengelola sekolah ini');
    }
    expect((await put(apis.parent, `/api/schools/${mine}/profile`, PROFILE)).status).toBe(403);
    expect((await put(apis.anonymous, `/api/schools/${mine}/profile`, PROFILE)).status).toBe(401);
    expect(await schoolPagesFingerprint(sql())).toEqual(before);
  });

  it('gives bad input a clear Indonesian message and changes nothing', async () => {
    const before = await schoolPagesFingerprint(sql());
    const cases: [string, unknown, string][] = [
      [
        'profile',
        { ...PROFILE, website: 'sekolah kami' },
        'Alamat website harus berupa URL, misalnya https://sekolah.sch.id',
      ],
      ['profile', { ...PROFILE, email: 'info.sekolah.id' }, 'Email tidak valid'],
      [
        'profile',
        { ...PROFILE, phone: 'telepon kantor' },
        'Nomor telepon hanya boleh berisi angka, spasi, tanda +, tanda - dan tanda kurung',
      ],
      ['profile', { ...PROFILE, facilities: ['helipad'] }, 'Fasilitas tidak dikenal'],
      [
        'admissions',
        {
          academicYear: '2027/2028',
          schedule: [{ kind: 'registration', startsOn: '2027-06-10', endsOn: '2027-06-01' }],
          sourceTitle: 'Juknis',
        },
        'Tanggal selesai tidak boleh sebelum tanggal mulai',
      ],
      [
        'admissions',
        {
          academicYear: '2027/2028',
          schedule: [{ kind: 'test', startsOn: '2027-02-30' }],
          sourceTitle: 'Juknis',
        },
        'Tanggal tidak valid',
      ],
      [
        'admissions',
        { academicYear: '2027/2028', sourceTitle: 'Juknis' },
        'Isi minimal satu jadwal, kuota, persyaratan, atau biaya',
      ],
    ];
    for (const [what, body, message] of cases) {
      const res = await put(apis.schoolAdmin, `/api/schools/${mine}/${what}`, body);
      expect(res.status, message).toBe(400);
      expect((await errorOf(res)).error).toBe(message);
    }
    // a photo that is not an image is refused at once
    const text = await uploadFile(
      apis.schoolAdmin,
      'foto.jpg',
      Buffer.from('bukan gambar, hanya teks'),
    );
    const photo = await postJson(apis.schoolAdmin, `/api/schools/${mine}/photos`, {
      uploadId: text.uploadId,
      fileName: text.name,
    });
    expect(photo.status).toBe(400);
    expect((await errorOf(photo)).error).toBe(
      'File bukan gambar. Unggah foto JPG, PNG, atau WebP.',
    );
    expect(await schoolPagesFingerprint(sql())).toEqual(before);
  });
});

describe('profile, photos and admissions reach the page and search', () => {
  it('shows a saved profile with who changed it, in the detail and in search', async () => {
    const saved = await put(apis.schoolAdmin, `/api/schools/${mine}/profile`, PROFILE);
    expect(saved.status).toBe(200);
    const profile = schoolProfileSchema.parse(await saved.json());
    expect(profile).toMatchObject({
      website: 'https://sdkelola1.sch.id/',
      facilities: ['perpustakaan', 'lapangan'],
      changes: { phone: { changedBy: 'school_admin' }, website: { changedBy: 'school_admin' } },
    });
    const page = await detail(mine);
    expect(page).toMatchObject({
      // '(022) 2501234' as typed, one stored form
      phone: '+62222501234',
      email: PROFILE.email,
      description: PROFILE.description,
      facilityCodes: ['perpustakaan', 'lapangan'],
      facilities: 'Perpustakaan\nLapangan olahraga',
      profileChanges: { description: { changedBy: 'school_admin' } },
    });
    const listed = await listedWhen('q=SD+Kelola+1', (schools) =>
      schools.find((s) => s.id === mine && s.description === PROFILE.description),
    );
    expect(listed.description).toBe(PROFILE.description);

    // saving the same profile again changes nothing
    const before = await schoolPagesFingerprint(sql());
    expect((await put(apis.schoolAdmin, `/api/schools/${mine}/profile`, PROFILE)).status).toBe(200);
    expect(await schoolPagesFingerprint(sql())).toEqual(before);
  });

  it('checks and resizes a photo for phones, then shows it in the gallery', async () => {
    const upload = await uploadFile(apis.schoolAdmin, 'halaman.png', await samplePhoto());
    const added = await postJson(apis.schoolAdmin, `/api/schools/${mine}/photos`, {
      uploadId: upload.uploadId,
      fileName: upload.name,
      description: 'Halaman depan',
    });
    expect(added.status).toBe(201);
    expect(adminPhotoSchema.parse(await added.json()).state).toBe('pending');
    const gallery = await waitFor(async () => {
      const list = galleryListSchema.parse(
        await (await apis.anonymous.fetch(`/api/schools/${mine}/gallery`)).json(),
      );
      return list.length > 0 ? list : undefined;
    });
    expect(gallery[0]!.variants.map((v) => v.width)).toEqual([480, 1280]);
    const image = await apis.anonymous.fetch(
      `/gallery-images/${gallery[0]!.variants[0]!.objectPath}`,
    );
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await image.arrayBuffer()).byteLength).toBeLessThan(60_000);

    const removed = await sendJson(
      apis.schoolAdmin,
      'DELETE',
      `/api/schools/${mine}/photos/${gallery[0]!.id}`,
    );
    expect(removed.status).toBe(204);
    const gone = await apis.anonymous.fetch(`/gallery-images/${gallery[0]!.objectPath}`);
    expect(gone.status).toBe(404);
  });

  it("finds schools whose registration is open today ('pendaftaran dibuka')", async () => {
    const today = jakartaDayNumber();
    const day = (offset: number) => {
      const date = new Date(`${isoOfDayNumber(today)}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + offset);
      return date.toISOString().slice(0, 10);
    };
    const published = await put(apis.schoolAdmin, `/api/schools/${mine}/admissions`, {
      academicYear: '2027/2028',
      systemName: 'SPMB',
      schedule: [
        { kind: 'announcement', startsOn: day(20) },
        { kind: 'registration', label: 'Tahap 1', startsOn: day(-2), endsOn: day(3) },
        { kind: 'test', startsOn: day(-10) },
      ],
      quotas: [
        { track: 'Domisili', seats: 60 },
        { track: 'Afirmasi', seats: 15 },
      ],
      requirements: 'Akta kelahiran\nKartu keluarga',
      fees: [{ label: 'Formulir', amount: 'Rp 150.000' }],
      sourceTitle: 'Brosur SPMB 2027/2028',
      sourceUrl: 'https://sdkelola1.sch.id/spmb.pdf',
    });
    expect(published.status).toBe(200);
    await put(apis.siteAdmin, `/api/schools/${other}/admissions`, {
      academicYear: '2027/2028',
      schedule: [{ kind: 'registration', startsOn: day(30), endsOn: day(40) }],
      sourceTitle: 'Juknis',
    });
    const open = await listedWhen('registration=open&limit=50', (schools) =>
      schools.some((s) => s.id === mine) ? schools : undefined,
    );
    expect(open.map((s) => s.id)).toEqual([mine]);
    const page = await detail(mine);
    expect(page.admissions[0]).toMatchObject({
      academicYear: '2027/2028',
      fees: [{ label: 'Formulir', amount: 150_000 }],
      quotas: [
        { track: 'Domisili', seats: 60 },
        { track: 'Afirmasi', seats: 15 },
      ],
      updatedBy: 'school_admin',
    });
    expect(page.today).toBe(isoOfDayNumber(today));
  });
});

describe('site admins fix the registry', () => {
  it('a merge moves every dependent row to the survivor and the old address redirects', async () => {
    const db = sql();
    const [dup, keep] = (
      await db<{ id: number }[]>`
      INSERT INTO schools (slug, name, education_level, form, status, city_code, province_code, district_code)
      VALUES ('sd-ganda-lama', 'SD Ganda', 'sd', 'SD', 'private', '32.73', '32', '32.73.01'),
             ('sd-ganda', 'SD Ganda', 'sd', 'SD', 'private', '32.73', '32', '32.73.01')
      RETURNING id`
    ).map((row) => row.id) as [number, number];
    const year = async (y: string) =>
      (await db<{ id: number }[]>`SELECT id FROM academic_years WHERE year = ${y}`)[0]!.id;
    const spp = (
      await db<{ id: number }[]>`SELECT id FROM global_cost_categories WHERE code = 'spp'`
    )[0]!.id;
    const parent = apis.users.parent.id;
    const otherParent = apis.users.other.id;
    await db`
      INSERT INTO cost_items (school_id, academic_year_id, global_category_id, amount, frequency, source)
      VALUES (${dup}, ${await year('2024/2025')}, ${spp}, 300000, 'Monthly', 'admin'),
             (${dup}, ${await year('2025/2026')}, ${spp}, 350000, 'Monthly', 'admin'),
             (${keep}, ${await year('2025/2026')}, ${spp}, 400000, 'Monthly', 'admin')`;
    const [category] = await db<{ id: number }[]>`
      INSERT INTO school_cost_categories (school_id, name) VALUES (${dup}, 'Iuran Komite') RETURNING id`;
    await db`
      INSERT INTO cost_items (school_id, academic_year_id, school_category_id, amount, frequency, source)
      VALUES (${dup}, ${await year('2024/2025')}, ${category!.id}, 50000, 'Monthly', 'admin')`;
    await db`INSERT INTO favorites (user_id, school_id) VALUES (${parent}, ${dup}), (${otherParent}, ${dup}), (${parent}, ${keep})`;
    await db`INSERT INTO reports (school_id, reporter_name, description) VALUES (${dup}, 'Ani', 'SPP sudah naik tahun ini')`;
    await db`INSERT INTO school_requests (requested_school_name, education_level, city, status, school_id, completed_at)
             VALUES ('SD Ganda', 'sd', 'Bandung', 'completed', ${dup}, now())`;
    await db`INSERT INTO school_submissions (school_name, city_name, education_levels, phone_number, show_as_contributor, school_id)
             VALUES ('SD Ganda', 'Bandung', '{SD}', '081234567890', false, ${dup})`;
    await db`INSERT INTO gallery_images (school_id, object_path, file_name) VALUES (${dup}, 'x/ganda.jpg', 'ganda.jpg')`;
    await db`INSERT INTO school_views (school_id, day, count) VALUES (${dup}, '2026-11-01', 5), (${keep}, '2026-11-01', 2)`;
    await db`INSERT INTO school_admins (user_id, school_id) VALUES (${apis.users.schoolAdmin.id}, ${dup})`;
    await db`UPDATE schools SET phone = '0221234567' WHERE id = ${dup}`;

    const merged = await postJson(apis.siteAdmin, `/api/admin/schools/${dup}/merge`, {
      targetId: keep,
    });
    expect(merged.status).toBe(200);
    expect(await merged.json()).toMatchObject({
      moved: { cost_items: 2, favorites: 1, reports: 1, school_requests: 1, school_submissions: 1 },
      dropped: { cost_items: 1, favorites: 1 },
    });

    // no row of any table that refers to schools still names the duplicate
    const references = await db<{ table: string; column: string }[]>`
      SELECT c.conrelid::regclass::text AS table, a.attname AS column
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.confrelid = 'schools'::regclass AND cardinality(c.conkey) = 1`;
    expect(references.length).toBeGreaterThan(8);
    for (const { table, column } of references) {
      const [row] = await db.unsafe(
        `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`,
        [dup],
      );
      expect(row!.n, `${table}.${column}`).toBe(0);
    }
    const [views] = await db`SELECT count FROM school_views WHERE school_id = ${keep}`;
    expect(views!.count).toBe(7);
    const [kept] = await db`SELECT phone FROM schools WHERE id = ${keep}`;
    expect(kept!.phone).toBe('0221234567');

    const api = await apis.anonymous.fetch('/api/schools/slug/sd-ganda-lama', {
      redirect: 'manual',
    });
    expect(api.status).toBe(301);
    expect(api.headers.get('location')).toBe('/api/schools/slug/sd-ganda');
    const page = await apis.anonymous.fetch(`/school/${dup}`, { redirect: 'manual' });
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/school/sd-ganda');
    const [audit] = await db`SELECT action FROM audit_log ORDER BY id DESC LIMIT 1`;
    expect(audit!.action).toBe('school.merged');

    await listedWhen('q=SD+Ganda', (schools) =>
      schools.some((s) => s.id === keep) && !schools.some((s) => s.id === dup) ? true : undefined,
    );
    const again = await postJson(apis.siteAdmin, `/api/admin/schools/${dup}/merge`, {
      targetId: keep,
    });
    expect(again.status).toBe(409);
  });

  it('a retired school leaves search, keeps its page, and can come back', async () => {
    const [id] = (
      await sql()<{ id: number }[]>`
      INSERT INTO schools (slug, name, education_level, form, status, city_code, province_code)
      VALUES ('smp-tutup-lama', 'SMP Tutup Lama', 'smp', 'SMP', 'private', '32.73', '32')
      RETURNING id`
    ).map((row) => row.id) as [number];
    await put(apis.siteAdmin, `/api/admin/schools/${id}/registry`, {
      name: 'SMP Tutup Lama Bandung',
      educationLevel: 'smp',
      status: 'private',
      cityId: '32.73',
      districtId: '32.73.01',
      streetAddress: 'Jl. Setiabudi 1',
      postalCode: '40141',
      lat: '-6,87',
      lng: 107.6,
    });
    await listedWhen('q=Tutup+Lama', (schools) =>
      schools.find((s) => s.name === 'SMP Tutup Lama Bandung'),
    );
    const [row] = await sql()`SELECT registry_overrides FROM schools WHERE id = ${id}`;
    expect(row!.registryOverrides).toEqual(
      expect.arrayContaining(['name', 'district_code', 'lat']),
    );

    const noReason = await postJson(apis.siteAdmin, `/api/admin/schools/${id}/retire`, {});
    expect((await errorOf(noReason)).error).toBe('Alasan penutupan wajib diisi');
    const retired = await postJson(apis.siteAdmin, `/api/admin/schools/${id}/retire`, {
      reason: 'Ditutup dinas pendidikan tahun 2025',
    });
    expect(retired.status).toBe(200);
    await listedWhen('q=Tutup+Lama', (schools) =>
      schools.some((s) => s.id === id) ? undefined : true,
    );
    expect((await detail(id)).retired).toMatchObject({
      reason: 'Ditutup dinas pendidikan tahun 2025',
    });
    expect(
      (await postJson(apis.schoolAdmin, `/api/admin/schools/${id}/retire`, { reason: 'x' })).status,
    ).toBe(403);

    expect((await postJson(apis.siteAdmin, `/api/admin/schools/${id}/restore`, {})).status).toBe(
      200,
    );
    await listedWhen('q=Tutup+Lama', (schools) => schools.find((s) => s.id === id));
  });
});
