import { History } from 'lucide-react';
import type { OwnSubmission } from '@core/contracts/resubmissions';
import { formatDate } from '@core/format';

/**
 * Above the form when a rejected contribution is corrected (issue 21): why it
 * was rejected, and the earlier rounds when it was resent before.
 */
export function ResendNotice({ submission }: { submission: OwnSubmission }) {
  return (
    <section
      aria-label="Perbaiki kontribusi"
      className="mb-6 grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800"
    >
      <h2 className="text-base font-semibold text-slate-900">
        Perbaiki dan kirim ulang kontribusi Anda
      </h2>
      <p>
        <span className="font-medium">Alasan penolakan:</span>{' '}
        {submission.rejectionReason ?? 'tidak disebutkan'}
      </p>
      <p>
        File yang sudah Anda kirim tetap terlampir. Perbaiki data di bawah, tambahkan file bila
        perlu, lalu kirim ulang untuk diperiksa kembali.
      </p>
      {submission.rounds.length > 0 && (
        <details className="mt-1">
          <summary className="flex cursor-pointer items-center gap-1 font-medium text-slate-900">
            <History className="size-4" aria-hidden="true" />
            Riwayat penolakan ({submission.rounds.length})
          </summary>
          <ol className="mt-2 grid gap-1 pl-5">
            {submission.rounds.map((round) => (
              <li key={round.round} className="list-decimal">
                Ditolak {formatDate(round.rejectedAt)}: {round.reason}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}

/** When the link names a contribution that cannot be corrected now. */
export function ResendUnavailable({ status }: { status: OwnSubmission['status'] | null }) {
  return (
    <p role="alert" className="mb-6 rounded-lg border border-slate-200 bg-white p-4 text-slate-800">
      {status === 'pending'
        ? 'Kontribusi ini sudah dikirim ulang dan sedang diperiksa tim kami.'
        : status === 'approved'
          ? 'Kontribusi ini sudah disetujui dan tidak perlu dikirim ulang.'
          : 'Kontribusi yang ingin Anda perbaiki tidak ditemukan.'}
    </p>
  );
}
