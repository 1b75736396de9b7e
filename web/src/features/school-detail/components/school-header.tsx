import type { ReactNode } from 'react';
import { BadgeCheck, MapPin } from 'lucide-react';
import type { SchoolDetail } from '@core/contracts/schools';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { statusBadge } from '@core/school';
import { MANAGED_BY_SCHOOL, SCHOOL_RETIRED } from '@core/school-profile';
import { Badge } from '@web/components/ui/badge';
import { elementTiming } from '@web/lib/element-timing';
import { fullAddress } from '../school-page';
import { SchoolPicture } from './school-picture';

/**
 * Picture, badges, name, group and address; `actions` holds the page's buttons.
 * Beyond SPEC (issue 23): 'Dikelola oleh pihak sekolah' for a claimed school,
 * and a closed school's notice with its reason.
 */
export function SchoolHeader({
  school,
  pictureUrl,
  actions,
}: {
  school: SchoolDetail;
  pictureUrl?: string | null;
  actions?: ReactNode;
}) {
  const status = statusBadge(school.status, school.name);
  const address = fullAddress(school);
  return (
    <section className="grid gap-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-[18rem_1fr]">
      <SchoolPicture src={pictureUrl} alt={`Foto ${school.name}`} />
      <div className="min-w-0">
        <div className="flex flex-wrap gap-2">
          <Badge>{EDUCATION_LEVEL_LABELS[school.educationLevel]}</Badge>
          <Badge variant={status === 'Negeri' ? 'success' : 'secondary'}>{status}</Badge>
          {school.group && <Badge variant="outline">{school.group.name}</Badge>}
          {school.managedBySchool && (
            <Badge variant="success" className="gap-1">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              {MANAGED_BY_SCHOOL}
            </Badge>
          )}
        </div>
        {school.retired && (
          <p role="note" className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <strong>{SCHOOL_RETIRED}.</strong> {school.retired.reason}
          </p>
        )}
        <h1
          className="mt-3 text-2xl leading-tight font-bold break-words text-slate-900 sm:text-3xl"
          {...elementTiming('school-name')}
        >
          {school.name}
        </h1>
        {school.group?.description && (
          <p className="mt-2 text-sm text-slate-700">{school.group.description}</p>
        )}
        {address && (
          <p className="mt-3 flex items-start gap-2 text-slate-700">
            <MapPin className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
            <span>{address}</span>
          </p>
        )}
        {actions && <div className="mt-5 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </section>
  );
}
