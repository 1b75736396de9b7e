import type { FeeInsights } from '@core/contracts/insights';
import { formatChange } from '@core/fee-history';
import { FREQUENCY_LABELS } from '@core/fees';
import { formatRupiah } from '@core/format';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import { cn } from '@web/lib/cn';
import { HistoryChart } from './history-chart';

type History = NonNullable<FeeInsights['history']>;

function changeClass(change: number): string {
  if (change > 0.0005) return 'text-red-700';
  if (change < -0.0005) return 'text-emerald-700';
  return 'text-slate-600';
}

/** Years come oldest first: the table starts at the newest, beside the item names. */
const newestFirst = <T,>(items: readonly T[]): T[] => [...items].reverse();

/** 'Riwayat Biaya': every item per academic year with its change, and a chart. */
export function FeeHistory({ history }: { history: History }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Riwayat Biaya</h2>
        <p className="text-sm text-slate-700">
          Setiap item biaya per tahun ajaran dan perubahannya dari tahun sebelumnya. Item yang tidak
          tercantum pada daftar biaya suatu tahun ditandai &ldquo;-&rdquo;.
        </p>
      </CardHeader>
      <CardContent>
        <ScrollRegion
          label="Tabel riwayat biaya, tahun terbaru lebih dulu"
          hint="Geser ke samping untuk melihat tahun sebelumnya"
        >
          <table className="w-full min-w-max text-left text-sm">
            <caption className="sr-only">Riwayat biaya per tahun ajaran</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="sticky left-0 bg-white py-2 pr-3 font-medium">
                  Jenis Biaya
                </th>
                {newestFirst(history.years).map((year) => (
                  <th key={year} scope="col" className="px-3 py-2 text-right font-medium">
                    {year}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {history.rows.map((row) => (
                <tr key={row.key} className="align-top">
                  <th scope="row" className="sticky left-0 max-w-44 bg-white py-2 pr-3 font-normal">
                    <span className="font-medium text-slate-900">{row.label}</span>
                    <span className="block text-xs text-slate-600">
                      {[row.notes, FREQUENCY_LABELS[row.frequency]].filter(Boolean).join(' · ')}
                    </span>
                  </th>
                  {newestFirst(row.cells).map((cell, index) => (
                    <td
                      key={newestFirst(history.years)[index]}
                      className="px-3 py-2 text-right whitespace-nowrap"
                    >
                      {cell.amount === null ? (
                        <span className="text-slate-500">-</span>
                      ) : (
                        <span className="font-medium text-slate-900">
                          {formatRupiah(cell.amount)}
                        </span>
                      )}
                      {cell.change !== null && (
                        <span className={cn('block text-xs', changeClass(cell.change))}>
                          {formatChange(cell.change)}
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <h3 className="mt-6 text-sm font-semibold text-slate-900">
          Biaya tahun pertama per tahun ajaran
        </h3>
        <HistoryChart totals={history.totals} />
      </CardContent>
    </Card>
  );
}
