import { useQuery } from '@tanstack/react-query';
import { groupLabel } from '@core/benchmarks';
import type { AreaBenchmarks, AreaRuleGroup } from '@core/contracts/insights';
import { RULE_MARK } from '@core/fee-rule-texts';
import { formatNumber, formatRupiah } from '@core/format';
import { areaBenchmarksQuery } from '../api/fee-insights';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import { SampleNote } from './sample-note';

type Stats = AreaBenchmarks['groups'][number]['spp'];

function StatsCell({ stats }: { stats: Stats }) {
  if (!stats) return <span className="text-slate-500">-</span>;
  return (
    <>
      <span className="block font-medium whitespace-nowrap text-slate-900">
        {formatRupiah(stats.median)}
      </span>
      <span className="block text-xs whitespace-nowrap text-slate-600">
        {formatRupiah(stats.p25)} – {formatRupiah(stats.p75)}
      </span>
    </>
  );
}

const schoolsOf = (group: AreaBenchmarks['groups'][number]) =>
  Math.max(group.spp?.n ?? 0, group.entry?.n ?? 0, group.firstYear?.n ?? 0);

/**
 * The top of a city hub: median and middle half of monthly SPP, entry fee and
 * first-year total per level and status, with the number of schools (groups
 * of at least 5 schools only; read from the benchmark projection).
 */
export function CityBenchmarks(props: { province?: string; city?: string; level?: string }) {
  const benchmarks = useQuery(areaBenchmarksQuery(props));
  const data = benchmarks.data;
  const ruleGroups = data?.ruleGroups ?? [];
  if (!data || (data.groups.length === 0 && ruleGroups.length === 0)) return null;
  return (
    <section
      className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="city-benchmarks"
      data-testid="city-benchmarks"
    >
      <h2 id="city-benchmarks" className="text-lg font-semibold text-slate-900">
        Kisaran biaya di {data.area.name}, tahun ajaran {data.year}
      </h2>
      {data.groups.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          Belum cukup sekolah dengan data biaya sendiri untuk menghitung kisaran biaya.
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700">
          Median (angka atas) dan rentang separuh sekolah di tengah (angka bawah).
        </p>
      )}
      {data.groups.some((group) => group.dataset === 'sample') && (
        <SampleNote text="Sebagian angka dihitung dari data contoh, bukan biaya sekolah yang sebenarnya." />
      )}
      {data.groups.length > 0 && (
        <ScrollRegion label="Tabel kisaran biaya" className="mt-3">
          <table className="w-full min-w-max text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Sekolah
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  SPP bulanan
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Uang pangkal
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Biaya tahun pertama
                </th>
                <th scope="col" className="py-2 pl-3 text-right font-medium">
                  n
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.groups.map((group) => (
                <tr key={`${group.educationLevel}-${group.status}`} className="align-top">
                  <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                    {groupLabel(group.educationLevel, group.status)}
                    {group.dataset === 'sample' && (
                      <span className="block text-xs font-normal text-amber-800">data contoh</span>
                    )}
                  </th>
                  <td className="px-3 py-2">
                    <StatsCell stats={group.spp} />
                  </td>
                  <td className="px-3 py-2">
                    <StatsCell stats={group.entry} />
                  </td>
                  <td className="px-3 py-2">
                    <StatsCell stats={group.firstYear} />
                  </td>
                  <td className="py-2 pl-3 text-right text-slate-800">{schoolsOf(group)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <RuleGroups groups={ruleGroups} />
    </section>
  );
}

const ITEM_COLUMNS = [
  { item: 'spp', title: 'SPP bulanan' },
  { item: 'uang_pangkal', title: 'Uang pangkal' },
  { item: 'daftar_ulang', title: 'Daftar ulang' },
] as const;

/**
 * Beside the medians, never in them (issue 20): schools without fees of their
 * own whose fees a rule fixes, per form and status, the rule named on each row.
 */
function RuleGroups({ groups }: { groups: readonly AreaRuleGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <div className="mt-5" data-testid="city-rule-fees">
      <h3 className="text-base font-semibold text-slate-900">Biaya yang ditetapkan aturan</h3>
      <p className="mt-1 text-sm text-slate-700">
        Untuk sekolah yang belum punya data biaya sendiri: biaya yang ditetapkan Rp 0 oleh aturan,
        bukan biaya yang dinyatakan sekolah. Seragam, buku, dan sumbangan sukarela belum diketahui.
      </p>
      <ScrollRegion label="Tabel biaya yang ditetapkan aturan" className="mt-3">
        <table className="w-full min-w-max text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Sekolah
              </th>
              {ITEM_COLUMNS.map((column) => (
                <th key={column.item} scope="col" className="px-3 py-2 font-medium">
                  {column.title}
                </th>
              ))}
              <th scope="col" className="py-2 pl-3 text-right font-medium">
                n
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {groups.map((group) => {
              const titles = [...new Set(group.lines.map((line) => line.rule.title))];
              return (
                <tr key={`${group.form}-${group.status}`} className="align-top">
                  <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                    {group.form} {group.status === 'public' ? 'Negeri' : 'Swasta'}
                    <span className="block max-w-64 text-xs font-normal whitespace-normal text-slate-600">
                      Aturan: {titles.join('; ')}
                    </span>
                  </th>
                  {ITEM_COLUMNS.map((column) => {
                    const line = group.lines.find((l) => l.item === column.item);
                    return (
                      <td key={column.item} className="px-3 py-2 whitespace-nowrap">
                        {line ? (
                          <>
                            <span className="font-medium text-slate-900">{formatRupiah(0)}</span>
                            <span
                              className="ml-1 text-xs text-slate-600"
                              title={`Aturan: ${line.rule.title}`}
                            >
                              · {RULE_MARK}
                            </span>
                          </>
                        ) : (
                          <span className="text-slate-600 italic">belum diketahui</span>
                        )}
                      </td>
                    );
                  })}
                  <td className="py-2 pl-3 text-right text-slate-800">
                    {formatNumber(group.schools)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
