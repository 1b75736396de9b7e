import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Award, BookOpen, GraduationCap, MapPin, Navigation } from 'lucide-react';
import type { ListedSchool } from '@core/contracts/schools';
import { FEE_YEAR } from '@core/fees';
import { formatDistance } from '@core/format';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { isPublicSchool, UNKNOWN_VALUE } from '@core/school';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { elementTiming } from '@web/lib/element-timing';
import { schoolLocation } from '../school-text';
import { unknownFeeText } from '@web/components/fee-total';
import { SampleBadge } from '@web/components/sample-badge';
import { FeeRow, ruleLabelOf } from './fee-row';

/**
 * SPEC §2 listing-hub card: every field, 'Belum ada data' for an unknown
 * curriculum or accreditation, '-' for a missing fee; the distance when the
 * listing has an origin; `actions` (e.g. 'Bandingkan') sit above the card's link.
 */
// memo: the page re-renders as each of its queries answers; the cards only change with their school
export const ListingCard = memo(function ListingCard({
  school,
  actions,
}: {
  school: ListedSchool;
  actions?: ReactNode;
}) {
  const costs = school.costs;
  const curriculum = school.curriculum?.trim();
  const accreditation = school.accreditation?.trim();
  return (
    <article className="relative flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h3
          className="line-clamp-2 text-lg leading-snug font-semibold text-slate-900"
          {...elementTiming('school-name')}
        >
          <Link
            to={paths.school(school.slug)}
            className="after:absolute after:inset-0 after:rounded-lg hover:text-brand-700"
          >
            {school.name}
          </Link>
        </h3>
        {isPublicSchool(school.status, school.name) ? (
          <Badge variant="success">Negeri</Badge>
        ) : (
          <Badge variant="secondary">Swasta</Badge>
        )}
      </div>
      {school.group && (
        <div className="mt-2">
          <Badge variant="outline">{school.group.name}</Badge>
        </div>
      )}
      <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
        <li className="flex gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{schoolLocation(school)}</span>
        </li>
        <li className="flex gap-2">
          <GraduationCap className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{EDUCATION_LEVEL_LABELS[school.educationLevel]}</span>
        </li>
        <li className="flex gap-2">
          <BookOpen className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {curriculum ? (
              /^kurikulum\b/i.test(curriculum) ? (
                curriculum
              ) : (
                `Kurikulum ${curriculum}`
              )
            ) : (
              <span className="text-slate-600">Kurikulum: {UNKNOWN_VALUE}</span>
            )}
          </span>
        </li>
        <li className="flex gap-2">
          <Award className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {accreditation ? (
              `Akreditasi ${accreditation}`
            ) : (
              <span className="text-slate-600">Akreditasi: {UNKNOWN_VALUE}</span>
            )}
          </span>
        </li>
        {typeof school.distanceKm === 'number' && (
          <li className="flex gap-2 font-medium text-brand-700">
            <Navigation className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{formatDistance(school.distanceKm)} dari lokasi Anda</span>
          </li>
        )}
      </ul>
      <div className="mt-4 flex min-h-6 items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm">
        <span className="font-medium text-slate-800">
          Biaya Tahun Ajaran {costs?.academicYear ?? FEE_YEAR}
        </span>
        {costs?.isSample && <SampleBadge />}
      </div>
      <dl className="mt-3 space-y-1 text-sm">
        <FeeRow
          label="SPP Bulanan"
          amount={costs?.spp?.amount ?? (school.monthlyCost || null)}
          ruleLabel={ruleLabelOf(costs?.spp)}
          unknown={school.monthlyCost ? null : unknownFeeText(costs, 'spp')}
        />
        <FeeRow
          label="Uang Pangkal"
          amount={costs?.uangPangkal?.amount}
          ruleLabel={ruleLabelOf(costs?.uangPangkal)}
          unknown={unknownFeeText(costs, 'uang_pangkal')}
        />
        <FeeRow
          label="Seragam"
          amount={costs?.seragam?.amount}
          ruleLabel={ruleLabelOf(costs?.seragam)}
          unknown={unknownFeeText(costs, 'seragam')}
        />
        <FeeRow
          label="Buku"
          amount={costs?.buku?.amount}
          ruleLabel={ruleLabelOf(costs?.buku)}
          unknown={unknownFeeText(costs, 'buku')}
        />
        <FeeRow
          label="Total Biaya Awal"
          amount={costs?.total}
          minimumOf={costs?.unknownItems}
          strong
          ruleLabel={costs?.basis === 'rule' ? 'Dari aturan biaya, bukan dari sekolah' : null}
        />
      </dl>
      {actions && <div className="relative z-10 mt-auto flex gap-2 pt-4">{actions}</div>}
    </article>
  );
});

export function ListingCardSkeleton() {
  return (
    <div className="h-[21rem] rounded-lg border border-slate-200 bg-white p-5">
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="mt-4 h-4 w-2/3" />
      <Skeleton className="mt-2 h-4 w-1/4" />
      <Skeleton className="mt-2 h-4 w-1/3" />
      <Skeleton className="mt-2 h-4 w-1/4" />
      <Skeleton className="mt-5 h-28 w-full" />
    </div>
  );
}
