import { KEY_ITEM_TITLES, MINIMUM_WORDS, unknownItemsNote } from '@core/fee-knowledge';
import { formatRupiah } from '@core/format';
import { Badge } from '@web/components/ui/badge';
import { elementTiming } from '@web/lib/element-timing';
import type { CostTable } from '../school-page';
import { FeeSourceLine } from './fee-source';
import { RuleConflict } from './rule-conflict';

/**
 * Items of one year with frequency labels, a line for each key item nobody
 * stated ('SPP tidak dicantumkan', never Rp 0), then 'Total Biaya Awal' (a
 * minimum when an item is unknown) and its note.
 */
export function CostTableView({ table, yearLabel }: { table: CostTable; yearLabel: string }) {
  const { breakdown } = table;
  const unknownWord = table.statedBySchool ? 'tidak dicantumkan' : 'belum diketahui';
  const sppUnknown = table.unknownItems.includes('spp');
  const isMinimum = table.unknownItems.length > 0;
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
                {row.yearOfStudy !== null && (
                  <Badge variant="secondary" className="ml-2">
                    Tahun ke-{row.yearOfStudy}
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
          {table.unknownItems.map((item) => (
            <tr key={item} className="align-top" data-testid="unknown-fee">
              <td className="py-3 pr-3 font-medium text-slate-900">{KEY_ITEM_TITLES[item]}</td>
              <td className="hidden px-3 py-3 sm:table-cell" />
              <td className="py-3 pl-3 text-right text-slate-600 italic">{unknownWord}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="mt-5 rounded-md bg-brand-50 p-4">
        <dl className="space-y-1 text-sm text-slate-800">
          <SummaryLine label="Biaya sekali bayar" amount={breakdown.oneTime} />
          {breakdown.monthly === 0 && sppUnknown ? (
            <div className="flex justify-between gap-3">
              <dt>Biaya bulanan (bulan pertama)</dt>
              <dd className="text-slate-600 italic">SPP {unknownWord}</dd>
            </div>
          ) : (
            <SummaryLine label="Biaya bulanan (bulan pertama)" amount={breakdown.monthly} />
          )}
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
          <span className="text-right text-lg font-bold text-brand-700">
            {isMinimum && (
              <span className="block text-xs font-medium text-amber-800">{MINIMUM_WORDS}</span>
            )}
            <span className="whitespace-nowrap">{formatRupiah(table.initialTotal)}</span>
          </span>
        </div>
        <p className="mt-2 text-xs text-slate-700">
          {sppUnknown
            ? 'Sudah termasuk biaya tahunan dan biaya sekali bayar; SPP bulan pertama belum, karena tidak diketahui.'
            : 'Sudah termasuk SPP bulan pertama, biaya tahunan, dan biaya sekali bayar.'}
        </p>
        {isMinimum && (
          <p className="mt-1 text-xs font-medium text-amber-800" data-testid="minimum-note">
            {unknownItemsNote(table.unknownItems, table.statedBySchool)}
          </p>
        )}
        {table.hasLaterYears && (
          <p className="mt-1 text-xs text-slate-700">
            Biaya bertanda &ldquo;Tahun ke-…&rdquo; ditetapkan daftar biaya untuk tahun berikutnya
            dan dibayar pada tahun itu, tidak termasuk Total Biaya Awal.
          </p>
        )}
        {table.hasRuleLines && (
          <p className="mt-1 text-xs text-slate-700">
            Biaya bertanda "Aturan" ditetapkan peraturan untuk sekolah seperti ini, bukan dari
            daftar biaya sekolah.
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
