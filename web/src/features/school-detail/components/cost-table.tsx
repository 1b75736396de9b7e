import { formatRupiah } from '@core/format';
import { Badge } from '@web/components/ui/badge';
import { elementTiming } from '@web/lib/element-timing';
import type { CostTable } from '../school-page';
import { FeeSourceLine } from './fee-source';
import { RuleConflict } from './rule-conflict';

/** Items of one year with frequency labels, then 'Total Biaya Awal' and its note. */
export function CostTableView({ table, yearLabel }: { table: CostTable; yearLabel: string }) {
  const { breakdown } = table;
  return (
    <div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Rincian biaya tahun ajaran {yearLabel}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Jenis Biaya
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
              Frekuensi
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              Jumlah
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.rows.map((row) => (
            <tr key={row.key} className="align-top">
              <td className="py-3 pr-3">
                <span className="font-medium text-slate-900">{row.name}</span>
                {row.schoolSpecific && (
                  <Badge variant="outline" className="ml-2">
                    Khusus sekolah
                  </Badge>
                )}
                {/* phones: the frequency sits under the name instead of in its own column */}
                <span className="mt-0.5 block text-xs font-medium text-slate-700 sm:hidden">
                  {row.frequencyLabel}
                </span>
                {row.notes ? (
                  <span className="mt-0.5 block text-xs text-slate-700">{row.notes}</span>
                ) : (
                  row.description && (
                    <span className="mt-0.5 hidden text-xs text-slate-600 sm:block">
                      {row.description}
                    </span>
                  )
                )}
                <FeeSourceLine source={row.source} />
                {row.conflict && <RuleConflict conflict={row.conflict} />}
              </td>
              <td className="hidden px-3 py-3 text-slate-800 sm:table-cell">
                {row.frequencyLabel}
              </td>
              <td
                className="py-3 pl-3 text-right font-medium whitespace-nowrap text-slate-900"
                {...elementTiming('fee')}
              >
                {formatRupiah(row.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="mt-5 rounded-md bg-brand-50 p-4">
        <dl className="space-y-1 text-sm text-slate-800">
          <SummaryLine label="Biaya sekali bayar" amount={breakdown.oneTime} />
          <SummaryLine label="Biaya bulanan (bulan pertama)" amount={breakdown.monthly} />
          <SummaryLine label="Biaya tahunan" amount={breakdown.yearly} />
          {breakdown.other > 0 && (
            <SummaryLine
              label="Cicilan pertama (per semester / 6 bulan)"
              amount={breakdown.other}
            />
          )}
        </dl>
        <div className="mt-3 flex items-baseline justify-between gap-3 border-t border-brand-100 pt-3">
          <span className="font-semibold text-slate-900">Total Biaya Awal</span>
          <span className="text-lg font-bold whitespace-nowrap text-brand-700">
            {formatRupiah(table.initialTotal)}
          </span>
        </div>
        <p className="mt-2 text-xs text-slate-700">
          Sudah termasuk SPP bulan pertama, biaya tahunan, dan biaya sekali bayar.
        </p>
        {table.hasRuleLines && (
          <p className="mt-1 text-xs text-slate-700">
            Biaya bertanda "Aturan" ditetapkan peraturan untuk sekolah seperti ini, bukan dari
            daftar biaya sekolah. Biaya yang tidak tercantum (seragam, buku, dan lainnya) belum
            diketahui.
          </p>
        )}
        {table.hasVariants && (
          <p className="mt-1 text-xs text-slate-700">
            Biaya dengan beberapa pilihan (misalnya putra/putri atau gelombang) dihitung sekali,
            yang terbesar.
          </p>
        )}
      </div>
    </div>
  );
}

function SummaryLine({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex justify-between gap-3">
      <dt>{label}</dt>
      <dd className="font-medium whitespace-nowrap">{formatRupiah(amount)}</dd>
    </div>
  );
}
