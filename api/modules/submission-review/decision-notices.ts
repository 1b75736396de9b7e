import type { NewNotification } from '@db/queries/notifications';

// What a contributor is told when a site admin decides on their contribution
// (issue 21): in 'Kontribusi Saya' and by e-mail.

export const APPROVED_TITLE = 'Kontribusi Anda disetujui';
export const REJECTED_TITLE = 'Kontribusi Anda belum dapat diterbitkan';

export function approvedNotice(input: {
  userId: number;
  submissionId: number;
  sentAs: string;
  school: { name: string; slug: string };
  year: string;
  itemCount: number;
}): NewNotification {
  return {
    userId: input.userId,
    kind: 'submission.approved',
    subjectId: input.submissionId,
    title: APPROVED_TITLE,
    body:
      `Terima kasih! Data biaya "${input.sentAs}" yang Anda kirim sudah diperiksa dan ` +
      `diterbitkan: ${input.itemCount} biaya tahun ajaran ${input.year} kini tampil di ` +
      `halaman ${input.school.name}.`,
    link: `/school/${input.school.slug}`,
  };
}

export function rejectedNotice(input: {
  userId: number;
  submissionId: number;
  sentAs: string;
  reason: string;
}): NewNotification {
  return {
    userId: input.userId,
    kind: 'submission.rejected',
    subjectId: input.submissionId,
    title: REJECTED_TITLE,
    body:
      `Data biaya "${input.sentAs}" yang Anda kirim belum dapat diterbitkan.\n` +
      `Alasan: ${input.reason}\n\n` +
      'Anda dapat memperbaiki dan mengirim ulang kontribusi ini dari "Kontribusi Saya" ' +
      'di Dashboard, tanpa mengunggah ulang file Anda.',
    link: '/dashboard',
  };
}
