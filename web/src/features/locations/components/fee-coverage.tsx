import { Link } from 'react-router-dom';
import type { FeeCoverage } from '@core/contracts/regions';
import { formatNumber } from '@core/format';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { paths } from '@web/config/paths';

const n = (value: number) => formatNumber(value);

/**
 * What is known of schools' fees, from /api/stats (issue 20 item 6): schools
 * with fees of their own, with fees a rule fixes, with nothing; per level, and
 * the provinces where most schools state their own fees.
 */
export function FeeCoverageFacts({ coverage }: { coverage: FeeCoverage }) {
  const provinces = coverage.byProvince
    .filter((province) => province.own > 0)
    .sort((a, b) => b.own - a.own)
    .slice(0, 5);
  return (
    <div className="space-y-3" data-testid="fee-coverage">
      <ul className="grid gap-2 sm:grid-cols-3">
        <li className="rounded-lg border border-slate-200 p-3">
          <span className="block text-2xl font-bold text-slate-900">{n(coverage.own)}</span>
          sekolah dengan biaya dari sekolah sendiri (daftar biaya, admin sekolah, atau kontribusi
          orang tua yang diverifikasi)
        </li>
        <li className="rounded-lg border border-slate-200 p-3">
          <span className="block text-2xl font-bold text-slate-900">{n(coverage.rule)}</span>
          sekolah dengan biaya menurut aturan (misalnya SPP dan uang pangkal Rp 0 di SD dan SMP
          negeri)
        </li>
        <li className="rounded-lg border border-slate-200 p-3">
          <span className="block text-2xl font-bold text-slate-900">{n(coverage.none)}</span>
          sekolah belum ada data biaya
        </li>
      </ul>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Cakupan per jenjang">
        <table className="w-full min-w-max text-left text-sm">
          <caption className="sr-only">Cakupan data biaya per jenjang</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Jenjang
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Biaya sekolah sendiri
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Menurut aturan
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">
                Belum ada data
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {coverage.byLevel.map((row) => (
              <tr key={row.level}>
                <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                  {EDUCATION_LEVEL_LABELS[row.level]}
                </th>
                <td className="px-3 py-2 text-right">{n(row.own)}</td>
                <td className="px-3 py-2 text-right">{n(row.rule)}</td>
                <td className="py-2 pl-3 text-right">{n(row.none)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {provinces.length > 0 && (
        <p>
          Provinsi dengan biaya dari sekolah sendiri terbanyak:{' '}
          {provinces.map((province, index) => (
            <span key={province.provinceId}>
              {index > 0 && ', '}
              <Link to={paths.hub(province.slug)} className="font-medium text-brand-700 underline">
                {province.name}
              </Link>{' '}
              ({n(province.own)} sekolah)
            </span>
          ))}
          .
        </p>
      )}
    </div>
  );
}
