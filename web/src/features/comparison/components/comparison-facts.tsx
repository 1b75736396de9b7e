import type { ComparisonSchool } from '@core/contracts/schools';
import type { GeoPoint } from '@core/contracts/search';
import { formatDistance, formatNumber } from '@core/format';
import { distanceKm } from '@core/geo';
import { MAX_PLAUSIBLE_STUDENTS_PER_TEACHER, statsAsOfLabel } from '@core/school-facts';
import { RULE_MARK } from '@core/fee-rule-texts';
import { FeeTotal } from '@web/components/fee-total';

/** 'Biaya tahun pertama': what the first year costs in all ('paling sedikit' when an item is unknown), or '-'. */
export function FirstYearValue({ school }: { school: ComparisonSchool }) {
  const total = school.costs?.firstYearTotal;
  if (total === undefined) return <>-</>;
  return (
    <>
      <FeeTotal amount={total} unknownItems={school.costs?.unknownItems} inline />
      {school.costs?.basis === 'rule' && (
        <span
          className="block text-xs font-normal text-slate-600"
          title="Dari aturan biaya, bukan dari sekolah"
        >
          {RULE_MARK}
        </span>
      )}
    </>
  );
}

/** The distance from the parent's known position, or '-' without a trusted school position. */
export function DistanceValue({ school, origin }: { school: ComparisonSchool; origin: GeoPoint }) {
  if (!school.geo) return <span className="text-slate-500">-</span>;
  return <>{formatDistance(distanceKm(origin, school.geo))}</>;
}

/** Students and pupils per teacher with the date of the figures, or that the registry has none. */
export function SchoolFactsValue({ school }: { school: ComparisonSchool }) {
  const facts = school.facts;
  if (!facts || (facts.students === null && facts.studentsPerTeacher === null))
    return <span className="text-slate-500">Belum ada data</span>;
  return (
    <>
      <span className="block text-slate-900">
        {[
          facts.students !== null ? `${formatNumber(facts.students)} siswa` : null,
          facts.studentsPerTeacher !== null
            ? `${formatNumber(facts.studentsPerTeacher, 1)} siswa per guru${
                facts.studentsPerTeacher > MAX_PLAUSIBLE_STUDENTS_PER_TEACHER
                  ? ' (tidak wajar: data guru mungkin belum lengkap)'
                  : ''
              }`
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
      <span className="block text-xs text-slate-600" data-testid="facts-as-of">
        {statsAsOfLabel(facts.asOf)}
      </span>
    </>
  );
}

/** 'Data contoh' beside a total built from generated demo fees. */
export function SampleMark({ school }: { school: ComparisonSchool }) {
  if (!school.costs?.isSample) return null;
  return (
    <span
      className="ml-1.5 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900"
      data-testid="sample-mark"
    >
      Data contoh
    </span>
  );
}
