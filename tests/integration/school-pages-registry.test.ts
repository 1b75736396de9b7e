import { describe, expect, it } from 'vitest';
import { errorOf, postJson } from '@tests/support/contribution-api';
import { apis, detail, listedWhen, put, sql, useSchoolPages } from './school-pages-support';

// Issue 23: site admins merge duplicate schools and retire and restore closed ones.

useSchoolPages('schoolpagesregistry');

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
