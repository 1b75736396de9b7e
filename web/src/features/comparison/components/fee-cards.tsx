import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ComparisonSchool } from '@core/contracts/schools';
import type { GeoPoint } from '@core/contracts/search';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { statusBadge } from '@core/school';
import { FeeTotal } from '@web/components/fee-total';
import { paths } from '@web/config/paths';
import { FEE_COLUMNS, unknownFee } from './comparison-table';
import { DistanceValue, FirstYearValue, SampleMark, SchoolFactsValue } from './comparison-facts';
import { FeeCell } from './fee-cell';

/**
 * The comparison on a phone: one card per school, stacked, nothing to scroll
 * sideways; the total initial cost heads each card so it is always in view.
 */
export function FeeCards({
  schools,
  actionFor,
  origin,
}: {
  schools: readonly ComparisonSchool[];
  actionFor?: (school: ComparisonSchool) => ReactNode;
  /** the parent's position, when known: each card says how far */
  origin?: GeoPoint;
}) {
  return (
    <ul aria-label="Perbandingan biaya per sekolah" className="space-y-3">
      {schools.map((school) => (
        <li key={school.id}>
          <article className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="leading-snug font-semibold">
                  <Link to={paths.school(school.slug)} className="text-brand-700 hover:underline">
                    {school.name}
                  </Link>
                </h3>
                <p className="mt-0.5 text-sm text-slate-700">
                  {EDUCATION_LEVEL_LABELS[school.educationLevel]} ·{' '}
                  {statusBadge(school.status, school.name)} · {school.city.name}
                </p>
              </div>
              {actionFor?.(school)}
            </div>
            <div className="mt-3 flex items-baseline justify-between gap-3 rounded-md bg-brand-50 px-3 py-2">
              <span className="text-sm font-semibold text-slate-900">Total Biaya Awal</span>
              <span className="font-bold text-brand-700">
                {school.costs ? (
                  <FeeTotal amount={school.costs.total} unknownItems={school.costs.unknownItems} />
                ) : (
                  '-'
                )}
                <SampleMark school={school} />
              </span>
            </div>
            <div className="mt-1.5 flex items-baseline justify-between gap-3 px-3">
              <span className="text-sm font-semibold text-slate-900">Biaya Tahun Pertama</span>
              <span className="font-semibold text-slate-900">
                <FirstYearValue school={school} />
              </span>
            </div>
            <dl className="mt-3 space-y-1 text-sm">
              {origin && (
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">Jarak dari lokasi Anda</dt>
                  <dd className="text-slate-900">
                    <DistanceValue school={school} origin={origin} />
                  </dd>
                </div>
              )}
              <div className="flex justify-between gap-3">
                <dt className="shrink-0 text-slate-600">Siswa dan rasio guru</dt>
                <dd className="text-right">
                  <SchoolFactsValue school={school} />
                </dd>
              </div>
            </dl>
            {school.costs ? (
              <>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  {FEE_COLUMNS.map((column) => (
                    <div key={column.key}>
                      <dt className="text-slate-600">{column.title}</dt>
                      <dd>
                        <FeeCell
                          fee={school.costs?.[column.key]}
                          unknown={unknownFee(school, column.key)}
                        />
                      </dd>
                    </div>
                  ))}
                </dl>
                <p className="mt-2 text-xs text-slate-600">
                  Tahun ajaran {school.costs.academicYear}
                </p>
              </>
            ) : (
              <p className="mt-3 text-sm text-slate-700">Belum ada data biaya</p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
