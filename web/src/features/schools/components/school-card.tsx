import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MapPin } from 'lucide-react';
import type { SchoolSummary } from '@core/contracts/schools';
import { FEE_YEAR, isFeatured } from '@core/fees';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { statusBadge } from '@core/school';
import { Badge } from '@web/components/ui/badge';
import { buttonVariants } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { elementTiming } from '@web/lib/element-timing';
import { schoolDescription } from '../school-text';
import { unknownFeeText } from '@web/components/fee-total';
import { SampleBadge } from '@web/components/sample-badge';
import { FeeRow, ruleLabelOf } from './fee-row';

/**
 * SPEC §2 'School card': badges, name, city, description, fees, Lihat Detail
 * and Bandingkan. `compare` is the page's 'Bandingkan' control (adding the
 * school to the comparison list); without it the button opens the area comparison.
 */
// memo: the page re-renders as each of its queries answers; the cards only change with their school
export const SchoolCard = memo(function SchoolCard({
  school,
  compare,
}: {
  school: SchoolSummary;
  compare?: ReactNode;
}) {
  const costs = school.costs;
  const status = statusBadge(school.status, school.name);
  return (
    <article className="relative flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex flex-wrap gap-1.5">
        <Badge>{EDUCATION_LEVEL_LABELS[school.educationLevel]}</Badge>
        <Badge variant={status === 'Negeri' ? 'success' : 'secondary'}>{status}</Badge>
        {isFeatured(costs?.total) && <Badge variant="featured">Featured</Badge>}
      </div>
      <h3
        className="mt-3 line-clamp-2 text-lg leading-snug font-semibold text-slate-900"
        {...elementTiming('school-name')}
      >
        {/* the whole card opens the school page; the buttons sit above this link */}
        <Link
          to={paths.school(school.slug)}
          className="after:absolute after:inset-0 after:rounded-lg hover:text-brand-700"
        >
          {school.name}
        </Link>
      </h3>
      <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        {school.city.name}
      </p>
      <p className="mt-2 line-clamp-2 text-sm text-slate-700">{schoolDescription(school)}</p>

      <div className="mt-4 rounded-md bg-slate-50 p-3 text-sm">
        <div className="mb-2 flex items-center justify-between gap-2">
          <span className="font-medium text-slate-800">
            Biaya Tahun Ajaran {costs?.academicYear ?? FEE_YEAR}
          </span>
          {costs?.isSample && <SampleBadge />}
        </div>
        {costs ? (
          <dl className="space-y-1">
            <FeeRow
              label="SPP Bulanan"
              amount={costs.spp?.amount ?? (school.monthlyCost || null)}
              ruleLabel={ruleLabelOf(costs.spp)}
              unknown={school.monthlyCost ? null : unknownFeeText(costs, 'spp')}
            />
            <FeeRow
              label="Uang Pangkal"
              amount={costs.uangPangkal?.amount}
              ruleLabel={ruleLabelOf(costs.uangPangkal)}
              unknown={unknownFeeText(costs, 'uang_pangkal')}
            />
            <FeeRow
              label="Total Biaya Awal"
              amount={costs.total}
              minimumOf={costs.unknownItems}
              strong
              ruleLabel={costs.basis === 'rule' ? 'Dari aturan biaya, bukan dari sekolah' : null}
            />
          </dl>
        ) : (
          <p className="text-slate-700">Belum ada data biaya</p>
        )}
      </div>

      <div className="relative z-10 mt-auto flex gap-2 pt-4">
        <Link
          to={paths.school(school.slug)}
          className={buttonVariants({ size: 'sm', className: 'flex-1' })}
          aria-label={`Lihat Detail ${school.name}`}
        >
          Lihat Detail
        </Link>
        {compare ?? (
          <Link
            to={paths.comparison(school.province.slug, school.city.slug, school.educationLevel)}
            className={buttonVariants({ variant: 'outline', size: 'sm', className: 'flex-1' })}
            aria-label={`Bandingkan ${school.name}`}
          >
            Bandingkan
          </Link>
        )}
      </div>
    </article>
  );
});

/** Same footprint as a card, so nothing moves when the data arrives. */
export function SchoolCardSkeleton() {
  return (
    <div className="flex h-[22.5rem] flex-col rounded-lg border border-slate-200 bg-white p-5">
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-10 rounded-full" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="mt-3 h-6 w-3/4" />
      <Skeleton className="mt-2 h-4 w-1/3" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-1 h-4 w-5/6" />
      <Skeleton className="mt-4 h-24 w-full" />
      <div className="mt-auto flex gap-2 pt-4">
        <Skeleton className="h-9 flex-1" />
        <Skeleton className="h-9 flex-1" />
      </div>
    </div>
  );
}
