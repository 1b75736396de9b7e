import { CheckCircle2, ExternalLink, XCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SchoolSubmission } from '@core/contracts/submissions';
import { formatDate } from '@core/format';
import { buttonVariants } from '@web/components/ui/button';
import { paths } from '@web/config/paths';

/** What became of a reviewed contribution: where its fees went, or why it was refused. */
export function ReviewOutcome({
  submission,
  manageLink,
}: {
  submission: SchoolSubmission;
  /** Kelola Sekolah opened on the school */
  manageLink: (schoolId: number) => string;
}) {
  const by = [
    submission.reviewer ? `oleh ${submission.reviewer.name}` : null,
    submission.reviewedAt ? `pada ${formatDate(submission.reviewedAt)}` : null,
  ]
    .filter(Boolean)
    .join(' ');
  if (submission.status === 'rejected') {
    return (
      <section className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <XCircle className="size-5 text-red-700" aria-hidden="true" />
          Ditolak {by}
        </h3>
        <p className="text-slate-800">
          <span className="text-slate-600">Alasan:</span> {submission.rejectionReason ?? '-'}
        </p>
      </section>
    );
  }
  const school = submission.publishedSchool;
  return (
    <section className="grid gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <CheckCircle2 className="size-5 text-emerald-700" aria-hidden="true" />
        Disetujui {by}
      </h3>
      {school && (
        <p className="text-slate-800">
          {submission.publishedItemCount} biaya diterbitkan untuk <strong>{school.name}</strong>
          {submission.publishedAcademicYear &&
            `, tahun ajaran ${submission.publishedAcademicYear.year}`}
          .
        </p>
      )}
      {school && (
        <div className="flex flex-wrap gap-2">
          <Link to={paths.school(school.slug)} className={buttonVariants({ size: 'sm' })}>
            <ExternalLink aria-hidden="true" />
            Lihat halaman sekolah
          </Link>
          <Link
            to={manageLink(school.id)}
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
          >
            Kelola biaya sekolah
          </Link>
        </div>
      )}
    </section>
  );
}
