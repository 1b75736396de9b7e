import { Link } from 'react-router-dom';
import type { ComparisonSchool, SchoolSummary } from '@core/contracts/schools';
import type { GeoPoint } from '@core/contracts/search';
import type { KeyItem } from '@core/fee-knowledge';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { FeeTotal, unknownFeeText } from '@web/components/fee-total';
import { paths } from '@web/config/paths';
import { cn } from '@web/lib/cn';
import { ColumnHelp } from './column-help';
import { DistanceValue, SampleMark, SchoolFactsValue } from './comparison-facts';
import { FeeCell } from './fee-cell';
import { FirstYearCell, FirstYearHeader } from './first-year-cell';

const KBM_HELP =
  'KBM (Kegiatan Belajar Mengajar): biaya kegiatan belajar di luar SPP, misalnya praktikum, les, atau ekstrakurikuler wajib.';
const UNIFORM_HELP =
  'Biaya paket seragam sekolah (misalnya seragam harian, olahraga, dan batik), biasanya dibayar saat masuk.';

export const FEE_COLUMNS = [
  { key: 'pendaftaran', title: 'Pendaftaran' },
  { key: 'uangPangkal', title: 'Uang Pangkal' },
  { key: 'kbm', title: 'KBM', help: KBM_HELP },
  { key: 'spp', title: 'SPP' },
  { key: 'seragam', title: 'Seragam', help: UNIFORM_HELP },
  { key: 'buku', title: 'Buku' },
] as const;

const KEY_ITEM_OF_COLUMN: Partial<Record<(typeof FEE_COLUMNS)[number]['key'], KeyItem>> = {
  uangPangkal: 'uang_pangkal',
  spp: 'spp',
  seragam: 'seragam',
  buku: 'buku',
};

/** 'SPP tidak dicantumkan', 'belum diketahui' … where the year's fees leave a key item out. */
export function unknownFee(
  school: ComparisonSchool | SchoolSummary,
  key: (typeof FEE_COLUMNS)[number]['key'],
) {
  const item = KEY_ITEM_OF_COLUMN[key];
  return item ? unknownFeeText(school.costs, item) : null;
}

// The school column stays in view while the fees scroll sideways on a phone
// (each sticky cell names its own background).
const sticky = 'sticky left-0 z-10 shadow-[1px_0_0_0_var(--color-slate-200)]';

/** SPEC §2 comparison table: one row per school, '-' for anything missing. */
export function ComparisonTable({
  schools,
  origin,
}: {
  schools: readonly ComparisonSchool[];
  /** the parent's position, when known: a distance column */
  origin?: GeoPoint;
}) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
      tabIndex={0}
      role="region"
      aria-label="Tabel perbandingan biaya sekolah (geser ke samping untuk melihat semua kolom)"
    >
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th
              scope="col"
              className={cn(sticky, 'w-36 min-w-36 bg-slate-50 px-2.5 py-3 font-semibold sm:w-48')}
            >
              Nama Sekolah
            </th>
            <th scope="col" className="px-2.5 py-3 font-semibold">
              Kota
            </th>
            <th scope="col" className="px-2.5 py-3 font-semibold">
              Jenjang
            </th>
            <th scope="col" className="px-2.5 py-3 font-semibold">
              Tahun Ajaran
            </th>
            {FEE_COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-2.5 py-3 font-semibold">
                {'help' in column ? (
                  <ColumnHelp title={column.title} help={column.help} />
                ) : (
                  column.title
                )}
              </th>
            ))}
            <th scope="col" className="px-2.5 py-3 font-semibold">
              Total Biaya Awal
            </th>
            <FirstYearHeader />
            {origin && (
              <th scope="col" className="px-2.5 py-3 font-semibold">
                Jarak
              </th>
            )}
            <th scope="col" className="px-2.5 py-3 font-semibold">
              Siswa
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {schools.map((school) => (
            <tr key={school.id} className="align-top">
              <th scope="row" className={cn(sticky, 'bg-white px-2.5 py-3 font-medium')}>
                <Link to={paths.school(school.slug)} className="text-brand-700 hover:underline">
                  {school.name}
                </Link>
              </th>
              <td className="px-2.5 py-3 text-slate-800">{school.city.name}</td>
              <td className="px-2.5 py-3 text-slate-800">
                {EDUCATION_LEVEL_LABELS[school.educationLevel]}
              </td>
              <td className="px-2.5 py-3 whitespace-nowrap text-slate-800">
                {school.costs?.academicYear ?? '-'}
              </td>
              {FEE_COLUMNS.map((column) => (
                <td key={column.key} className="px-2.5 py-3">
                  <FeeCell
                    fee={school.costs?.[column.key]}
                    unknown={unknownFee(school, column.key)}
                  />
                </td>
              ))}
              <td className="px-2.5 py-3 font-semibold whitespace-nowrap text-slate-900">
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
              <FirstYearCell school={school} />
              {origin && (
                <td className="px-2.5 py-3 whitespace-nowrap text-slate-800">
                  <DistanceValue school={school} origin={origin} />
                </td>
              )}
              <td className="min-w-44 px-2.5 py-3">
                <SchoolFactsValue school={school} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
