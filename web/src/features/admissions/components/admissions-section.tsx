import { ExternalLink } from 'lucide-react';
import type { Admission } from '@core/contracts/admissions';
import { dayNumber, registrationState, type RegistrationState } from '@core/admissions';
import { formatNumber, formatRupiah } from '@core/format';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { ChangedBy } from '@web/components/changed-by';
import { AdmissionSchedule } from './admission-schedule';

const STATE_BADGES: Record<
  Exclude<RegistrationState, 'none'>,
  { text: string; variant: 'success' | 'warning' | 'secondary' }
> = {
  open: { text: 'Pendaftaran dibuka', variant: 'success' },
  upcoming: { text: 'Pendaftaran segera dibuka', variant: 'warning' },
  closed: { text: 'Pendaftaran ditutup', variant: 'secondary' },
};

/**
 * 'Penerimaan Murid Baru' (issue 23): the SPMB/PPDB facts the school or the
 * site's team published, newest academic year first (older years folded):
 * the coming dates first, quotas per track, requirements, admission fees and
 * the document they come from, with who changed them and when. Nothing when
 * no year is published. `today` is the server's day (yyyy-mm-dd), so a
 * stored page and its hydration agree.
 */
export function AdmissionsSection({
  admissions,
  today,
}: {
  admissions: readonly Admission[];
  today: string;
}) {
  if (admissions.length === 0) return null;
  const day = dayNumber(today);
  const [newest, ...older] = admissions;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Penerimaan Murid Baru</h2>
      </CardHeader>
      <CardContent className="space-y-4">
        <AdmissionYear admission={newest!} today={day} />
        {older.map((admission) => (
          <details key={admission.academicYear} className="rounded-md border border-slate-200">
            <summary className="cursor-pointer px-3 py-2 font-medium text-slate-800">
              {admission.systemName} tahun ajaran {admission.academicYear}
            </summary>
            <div className="border-t border-slate-200 p-3">
              <AdmissionYear admission={admission} today={day} />
            </div>
          </details>
        ))}
      </CardContent>
    </Card>
  );
}

function AdmissionYear({ admission, today }: { admission: Admission; today: number }) {
  const state = registrationState(admission.schedule, today);
  const badge = state === 'none' ? null : STATE_BADGES[state];
  const seats = admission.quotas.reduce((sum, quota) => sum + quota.seats, 0);
  return (
    <section className="space-y-4" aria-label={`${admission.systemName} ${admission.academicYear}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">
          {admission.systemName} tahun ajaran {admission.academicYear}
        </h3>
        {badge && <Badge variant={badge.variant}>{badge.text}</Badge>}
      </div>
      <AdmissionSchedule schedule={admission.schedule} today={today} />
      {admission.quotas.length > 0 && (
        <div>
          <h4 className="font-semibold text-slate-900">Kuota per jalur</h4>
          <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
            {admission.quotas.map((quota, index) => (
              <li key={`${quota.track}-${index}`} className="px-3 py-2">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-medium">{quota.track}</span>
                  <span className="tabular-nums">{formatNumber(quota.seats)} kursi</span>
                </div>
                {quota.note && <p className="text-sm text-slate-600">{quota.note}</p>}
              </li>
            ))}
            {admission.quotas.length > 1 && (
              <li className="flex items-baseline justify-between gap-3 bg-slate-50 px-3 py-2 font-semibold">
                <span>Total</span>
                <span className="tabular-nums">{formatNumber(seats)} kursi</span>
              </li>
            )}
          </ul>
        </div>
      )}
      {admission.requirements && (
        <div>
          <h4 className="font-semibold text-slate-900">Persyaratan</h4>
          <p className="mt-2 whitespace-pre-line text-slate-800">{admission.requirements}</p>
        </div>
      )}
      {admission.fees.length > 0 && (
        <div>
          <h4 className="font-semibold text-slate-900">Biaya pendaftaran</h4>
          <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
            {admission.fees.map((fee, index) => (
              <li key={`${fee.label}-${index}`} className="px-3 py-2">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-medium">{fee.label}</span>
                  <span className="tabular-nums">{formatRupiah(fee.amount)}</span>
                </div>
                {fee.note && <p className="text-sm text-slate-600">{fee.note}</p>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="space-y-0.5 text-sm text-slate-700">
        <p>
          Sumber:{' '}
          {admission.source.url ? (
            <a
              href={admission.source.url}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              className="text-brand-700 underline underline-offset-2"
            >
              {admission.source.title}
              <ExternalLink className="ml-0.5 inline size-3 align-[-1px]" aria-hidden="true" />
              <span className="sr-only"> (membuka tab baru)</span>
            </a>
          ) : (
            admission.source.title
          )}
        </p>
        <ChangedBy change={{ changedAt: admission.updatedAt, changedBy: admission.updatedBy }} />
      </div>
    </section>
  );
}
