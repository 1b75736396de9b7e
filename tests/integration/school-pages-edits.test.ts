import { describe, expect, it } from 'vitest';
import { galleryListSchema } from '@core/contracts/gallery';
import { schoolProfileSchema, adminPhotoSchema } from '@core/contracts/school-profile';
import { errorOf, postJson, sendJson, uploadFile } from '@tests/support/contribution-api';
import { waitFor } from '@tests/support/pipeline';
import { samplePhoto, schoolPagesFingerprint } from '@tests/support/school-pages';
import { jakartaDayNumber, isoOfDayNumber } from '@core/admissions';
import {
  PROFILE,
  apis,
  detail,
  listedWhen,
  mine,
  other,
  put,
  sql,
  useSchoolPages,
} from './school-pages-support';

// Issue 23: school admins edit only their schools, bad input changes nothing,
// and the profile, photos and admissions reach the page and search.

useSchoolPages('schoolpagesedits');

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
