import type { Tx } from '@db/client';

// What a claimant is told when a site admin decides on their claim (issue 23),
// in the product and by e-mail when SMTP is configured.

export interface ClaimNotice {
  userId: number;
  kind: 'claim.approved' | 'claim.rejected';
  title: string;
  body: string;
  link: string;
  subjectId: number;
}

const CLAIM_APPROVED_TITLE = 'Klaim sekolah Anda disetujui';
const CLAIM_REJECTED_TITLE = 'Klaim sekolah Anda belum dapat disetujui';

export function claimApprovedNotice(input: {
  userId: number;
  claimId: number;
  school: { id: number; name: string };
}): ClaimNotice {
  return {
    userId: input.userId,
    kind: 'claim.approved',
    subjectId: input.claimId,
    title: CLAIM_APPROVED_TITLE,
    body:
      `Selamat, Anda kini mengelola halaman ${input.school.name} di Biaya Sekolah. ` +
      'Lengkapi kontak, deskripsi, fasilitas, foto, jadwal SPMB, dan biaya sekolah dari ' +
      'halaman Admin.',
    link: `/admin?tab=profile&schoolId=${input.school.id}`,
  };
}

export function claimRejectedNotice(input: {
  userId: number;
  claimId: number;
  school: { name: string; slug: string };
  reason: string;
}): ClaimNotice {
  return {
    userId: input.userId,
    kind: 'claim.rejected',
    subjectId: input.claimId,
    title: CLAIM_REJECTED_TITLE,
    body:
      `Klaim Anda atas ${input.school.name} belum dapat disetujui.\n` +
      `Alasan: ${input.reason}\n\n` +
      'Anda dapat mengajukan klaim baru dengan bukti yang lengkap dari halaman sekolah.',
    link: `/school/${input.school.slug}`,
  };
}

/** Tells the user, inside the decision's transaction. */
export type NotifyUser = (tx: Tx, notice: ClaimNotice) => Promise<unknown>;
