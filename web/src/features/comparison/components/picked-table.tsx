import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ComparisonSchool } from '@core/contracts/schools';
import type { GeoPoint } from '@core/contracts/search';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { knownOrUnknown, statusBadge } from '@core/school';
import { FeeTotal } from '@web/components/fee-total';
import { paths } from '@web/config/paths';
import { cn } from '@web/lib/cn';
import { ColumnHelp } from './column-help';
import { FEE_COLUMNS, unknownFee } from './comparison-table';
import { DistanceValue, FirstYearValue, SampleMark, SchoolFactsValue } from './comparison-facts';
import { FeeCell } from './fee-cell';
import { FIRST_YEAR_HELP } from './first-year-cell';

interface Row {
  title: ReactNode;
  cell: (school: ComparisonSchool) => ReactNode;
  strong?: boolean;
}

const text = (value: string) => <span className="text-slate-800">{value}</span>;

/** What it costs in the first year, how far, how big: the rows under the total. */
const answerRows = (origin: GeoPoint | undefined): Row[] => [
  {
    title: <ColumnHelp title="Biaya Tahun Pertama" help={FIRST_YEAR_HELP} />,
    cell: (s) => <FirstYearValue school={s} />,
    strong: true,
  },
  ...(origin
    ? [
        {
          title: 'Jarak dari lokasi Anda',
          cell: (s: ComparisonSchool) => <DistanceValue school={s} origin={origin} />,
        },
      ]
    : []),
  { title: 'Siswa dan rasio guru', cell: (s) => <SchoolFactsValue school={s} /> },
];

const ROWS: Row[] = [
  { title: 'Jenjang', cell: (s) => text(EDUCATION_LEVEL_LABELS[s.educationLevel]) },
  { title: 'Status', cell: (s) => text(statusBadge(s.status, s.name)) },
  {
    title: 'Lokasi',
    cell: (s) => text([s.district?.name, s.city.name].filter(Boolean).join(', ')),
  },
  { title: 'Akreditasi', cell: (s) => text(knownOrUnknown(s.accreditation)) },
  { title: 'Kurikulum', cell: (s) => text(knownOrUnknown(s.curriculum)) },
  { title: 'Tahun Ajaran', cell: (s) => text(s.costs?.academicYear ?? '-') },
  ...FEE_COLUMNS.map((column): Row => ({
    title: 'help' in column ? <ColumnHelp title={column.title} help={column.help} /> : column.title,
    cell: (s) => <FeeCell fee={s.costs?.[column.key]} unknown={unknownFee(s, column.key)} />,
  })),
];

// each sticky cell names its own background (the rows scroll beneath it)
const sticky = 'sticky left-0 z-10 shadow-[1px_0_0_0_var(--color-slate-200)]';

/**
 * The picked schools side by side (desktop): one column per school, one row
 * per fact, the total first so it never scrolls out of view.
 */
export function PickedTable({
  schools,
  actionFor,
  origin,
}: {
  schools: readonly ComparisonSchool[];
  actionFor?: (school: ComparisonSchool) => ReactNode;
  /** the parent's position, when known: a distance row */
  origin?: GeoPoint;
}) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
      tabIndex={0}
      role="region"
      aria-label="Sekolah pilihan berdampingan"
    >
      <table className="w-full table-fixed text-left text-sm">
        <colgroup>
          <col className="w-40" />
          {schools.map((school) => (
            <col key={school.id} className="w-52" />
          ))}
        </colgroup>
        <thead className="bg-slate-50 align-top">
          <tr>
            <th scope="col" className={cn(sticky, 'bg-slate-50 px-3 py-3 font-semibold')}>
              <span className="sr-only">Keterangan</span>
            </th>
            {schools.map((school) => (
              <th key={school.id} scope="col" className="px-3 py-3 font-semibold">
                <Link to={paths.school(school.slug)} className="text-brand-700 hover:underline">
                  {school.name}
                </Link>
                {actionFor && <div className="mt-2 font-normal">{actionFor(school)}</div>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          <tr className="bg-brand-50">
            <th scope="row" className={cn(sticky, 'bg-brand-50 px-3 py-3 font-semibold')}>
              Total Biaya Awal
            </th>
            {schools.map((school) => (
              <td key={school.id} className="px-3 py-3 text-base font-bold text-brand-700">
                {school.costs ? (
                  <FeeTotal
                    amount={school.costs.total}
                    unknownItems={school.costs.unknownItems}
                    align="start"
                  />
                ) : (
                  '-'
                )}
                <SampleMark school={school} />
              </td>
            ))}
          </tr>
          {[...answerRows(origin), ...ROWS].map((row, index) => (
            <tr key={index} className={row.strong ? 'bg-brand-50/50' : undefined}>
              <th
                scope="row"
                className={cn(
                  sticky,
                  'bg-white px-3 py-3',
                  row.strong ? 'font-semibold text-slate-900' : 'font-medium text-slate-700',
                )}
              >
                {row.title}
              </th>
              {schools.map((school) => (
                <td
                  key={school.id}
                  className={cn('px-3 py-3', row.strong && 'font-semibold text-slate-900')}
                >
                  {row.cell(school)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
