import { describe, expect, it } from 'vitest';
import { claimSchema } from '@core/contracts/claims';
import { startTestApi } from '@tests/support/api-server';
import { errorOf, postJson, uploadFile } from '@tests/support/contribution-api';
import { waitFor } from '@tests/support/pipeline';
import { SAMPLE_PDF, schoolPagesFingerprint } from '@tests/support/school-pages';
import {
  PROFILE,
  apis,
  detail,
  mine,
  other,
  put,
  sql,
  useSchoolPages,
} from './school-pages-support';

// Issue 23: a claim approved assigns the school to its claimant; one without
// proof is refused, a rejection needs a reason.

useSchoolPages('schoolpagesclaims');

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
