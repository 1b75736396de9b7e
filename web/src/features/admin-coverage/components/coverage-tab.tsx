import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { CoverageGaps } from '@core/contracts/coverage';
import { formatNumber } from '@core/format';
import { EDUCATION_LEVEL_LABELS, EDUCATION_LEVELS, type EducationLevel } from '@core/levels';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { SelectField } from '@web/components/ui/select-field';
import { paths } from '@web/config/paths';
import { getJson, withQuery } from '@web/lib/api-client';

/** GET /api/admin/fee-coverage (site admins) */
const coverageQuery = (level: EducationLevel | undefined) =>
  queryOptions({
    queryKey: ['admin', 'fee-coverage', level ?? 'all'],
    queryFn: () => getJson<CoverageGaps>(withQuery('/api/admin/fee-coverage', { level })),
  });

const n = (value: number) => formatNumber(value);

/**
 * Admin tab 'Cakupan Data' (issue 20 item 6): where schools most lack fees of
 * their own, by city and level, ordered by the students they teach (known
 * counts, the level's average where unknown), so contributions go where they
 * inform most parents.
 */
export default function CoverageTab() {
  const [level, setLevel] = useState<EducationLevel | undefined>(undefined);
  const coverage = useQuery(coverageQuery(level));
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <CardTitle>Cakupan Data</CardTitle>
          <p className="mt-1 text-sm text-slate-600">
            Kota dan jenjang dengan sekolah terbanyak tanpa biaya dari sekolah sendiri, diurutkan
            menurut perkiraan jumlah murid. Jumlah murid diketahui untuk sebagian sekolah saja;
            sisanya diperkirakan dari rata-rata jenjangnya.
          </p>
        </div>
        <SelectField
          label="Jenjang"
          value={level ?? ''}
          onChange={(event) => setLevel((event.target.value || undefined) as EducationLevel)}
          className="sm:w-40"
        >
          <option value="">Semua jenjang</option>
          {EDUCATION_LEVELS.map((value) => (
            <option key={value} value={value}>
              {EDUCATION_LEVEL_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </CardHeader>
      <CardContent>
        {coverage.isPending ? (
          <p className="text-sm text-slate-600">Memuat...</p>
        ) : coverage.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Gagal memuat cakupan data
          </p>
        ) : (
          <div
            className="overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-label="Tabel cakupan data"
          >
            <table className="w-full min-w-max text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Kota/Kabupaten
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Jenjang
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Tanpa biaya sendiri
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Belum ada data sama sekali
                  </th>
                  <th scope="col" className="py-2 pl-3 text-right font-medium">
                    Perkiraan murid
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 tabular-nums">
                {coverage.data.rows.map((row) => (
                  <tr key={`${row.city.id}-${row.educationLevel}`}>
                    <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                      <Link
                        to={paths.hub(row.province.slug, row.city.slug, row.educationLevel)}
                        className="underline-offset-4 hover:underline"
                      >
                        {row.city.name}
                      </Link>
                      <span className="block text-xs font-normal text-slate-600">
                        {row.province.name}
                      </span>
                    </th>
                    <td className="px-3 py-2">{EDUCATION_LEVEL_LABELS[row.educationLevel]}</td>
                    <td className="px-3 py-2 text-right">
                      {n(row.lacking)} / {n(row.schools)}
                    </td>
                    <td className="px-3 py-2 text-right">{n(row.unknown)}</td>
                    <td className="py-2 pl-3 text-right">
                      {n(row.estimatedStudents)}
                      <span className="block text-xs text-slate-600">
                        {n(row.knownStudents)} diketahui dari {n(row.schoolsWithStudents)} sekolah
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
