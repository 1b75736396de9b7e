import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Bell, CheckCircle2, Clock, ExternalLink, FileUp, PencilLine, XCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SubmissionStatus } from '@core/contracts/submission-review';
import type { MySubmission } from '@core/contracts/my-contributions';
import { formatDate } from '@core/format';
import { Badge } from '@web/components/ui/badge';
import { buttonVariants } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { useMarkNotificationsRead, useNotifications } from '@web/lib/notifications';
import { mySubmissionsQuery } from '../api/my-contributions';
import { STATUS_LABELS } from '../status-labels';

const LOOK: Record<
  SubmissionStatus,
  { variant: 'warning' | 'success' | 'secondary'; icon: typeof Clock }
> = {
  pending: { variant: 'warning', icon: Clock },
  approved: { variant: 'success', icon: CheckCircle2 },
  rejected: { variant: 'secondary', icon: XCircle },
};

/**
 * The submissions a decision was announced about and not yet seen: kept for
 * this visit while the notifications are marked read at once.
 */
function useFreshDecisions(): ReadonlySet<number> {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [fresh, setFresh] = useState<ReadonlySet<number> | null>(null);
  const data = notifications.data;
  const { mutate } = markRead;
  useEffect(() => {
    if (!data || fresh !== null) return;
    const unread = data.items.filter(
      (item) => item.readAt === null && item.kind.startsWith('submission.'),
    );
    setFresh(new Set(unread.map((item) => item.subjectId ?? 0)));
    if (unread.length > 0) mutate(unread.map((item) => item.id));
  }, [data, fresh, mutate]);
  return fresh ?? new Set();
}

function SubmissionCard({ submission, fresh }: { submission: MySubmission; fresh: boolean }) {
  const look = LOOK[submission.status];
  const Icon = look.icon;
  return (
    <li
      className={`grid gap-2 rounded-lg border bg-white p-4 ${fresh ? 'border-brand-600' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            {submission.schoolName}
            {fresh && (
              <Badge variant="default" className="ml-2 align-middle">
                Baru
              </Badge>
            )}
          </h3>
          <p className="text-sm text-slate-600">
            {submission.cityName} · {submission.educationLevels.join(', ')}
          </p>
        </div>
        <Badge variant={look.variant} className="gap-1">
          <Icon className="size-3.5" aria-hidden="true" />
          {STATUS_LABELS[submission.status]}
        </Badge>
      </div>
      <p className="text-sm text-slate-600">
        Dikirim {formatDate(submission.createdAt)} · {submission.fileCount} file
        {submission.reviewedAt && ` · diperiksa ${formatDate(submission.reviewedAt)}`}
        {submission.resubmissionCount > 0 &&
          ` · dikirim ulang ${submission.resubmissionCount === 1 ? '' : `${submission.resubmissionCount}× `}setelah diperbaiki`}
      </p>
      {submission.status === 'pending' && (
        <p className="text-sm text-slate-700">Tim kami memeriksa data ini dalam 1-3 hari kerja.</p>
      )}
      {submission.status === 'rejected' && (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          <span className="font-medium">Alasan penolakan:</span>{' '}
          {submission.rejectionReason ?? 'tidak disebutkan'}
        </p>
      )}
      {submission.status === 'rejected' && (
        <Link
          to={paths.contribute({ resend: String(submission.id) })}
          className={`${buttonVariants({ size: 'sm', variant: 'outline' })} justify-self-start`}
          aria-label={`Perbaiki & Kirim Ulang ${submission.schoolName}`}
        >
          <PencilLine aria-hidden="true" />
          Perbaiki & Kirim Ulang
        </Link>
      )}
      {submission.status === 'approved' && submission.school && (
        <p className="text-sm text-slate-800">
          Biaya{submission.academicYear ? ` tahun ajaran ${submission.academicYear}` : ''} sudah
          tampil di halaman{' '}
          <Link
            to={paths.school(submission.school.slug)}
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2"
          >
            {submission.school.name}
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </Link>
          . Terima kasih!
        </p>
      )}
    </li>
  );
}

/** 'Kontribusi Saya': each fee document the parent sent and what became of it. */
export function MySubmissions() {
  const submissions = useQuery(mySubmissionsQuery());
  const fresh = useFreshDecisions();
  if (submissions.isPending)
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Memuat...</span>
        <Skeleton className="h-28" />
      </div>
    );
  if (submissions.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        Gagal memuat kontribusi Anda. Muat ulang halaman untuk mencoba lagi.
      </p>
    );
  if (submissions.data.length === 0)
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center">
        <p className="text-slate-700">Anda belum mengirim data biaya sekolah.</p>
        <Link to={paths.contribute()} className={`${buttonVariants({ size: 'sm' })} mt-3`}>
          <FileUp aria-hidden="true" />
          Kontribusi Data
        </Link>
      </div>
    );
  const freshCount = submissions.data.filter((submission) => fresh.has(submission.id)).length;
  return (
    <div className="grid gap-3">
      {freshCount > 0 && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md bg-brand-50 p-3 text-sm text-slate-800"
        >
          <Bell className="size-4 text-brand-700" aria-hidden="true" />
          {freshCount} kontribusi Anda sudah diperiksa sejak kunjungan terakhir.
        </p>
      )}
      <ul className="grid gap-3" aria-label="Kontribusi Saya">
        {submissions.data.map((submission) => (
          <SubmissionCard
            key={submission.id}
            submission={submission}
            fresh={fresh.has(submission.id)}
          />
        ))}
      </ul>
    </div>
  );
}
