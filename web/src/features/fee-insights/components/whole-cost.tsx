import type { YearInsight } from '@core/contracts/insights';
import { formatShare } from '@core/fee-history';
import { formatRupiah } from '@core/format';
import { EDUCATION_LEVEL_LABELS, type EducationLevel } from '@core/levels';
import { groupLabel } from '@core/benchmarks';

/** How the estimate grows the recurring fees, in words, next to the figure. */
function growthText(insight: YearInsight, level: EducationLevel, isPublic: boolean): string {
  const estimate = insight.toGraduation!;
  const rate = estimate.growthRate;
  const change =
    rate >= 0 ? `naik ${formatShare(rate)} per tahun` : `turun ${formatShare(-rate)} per tahun`;
  if (estimate.growthBasis === 'school')
    return `Biaya rutin ${change}, rata-rata kenaikan sekolah ini sendiri dari tahun ke tahun.`;
  if (estimate.growthBasis === 'area' && estimate.growthArea) {
    const group = groupLabel(level, isPublic ? 'public' : 'private');
    const sample = estimate.growthDataset === 'sample' ? ' (dari data contoh)' : '';
    return `Biaya rutin ${change}, rata-rata kenaikan ${group} di ${estimate.growthArea.name}${sample}; sekolah ini baru punya data biaya satu tahun.`;
  }
  return 'Biaya rutin dianggap tetap setiap tahun: belum ada data kenaikan biaya sekolah ini maupun sekolah sekitarnya.';
}

/**
 * 'Biaya tahun pertama' and 'Perkiraan biaya sampai lulus' for the selected
 * year, beside SPEC's 'Total Biaya Awal', each with how it was counted.
 */
export function WholeCost({
  insight,
  level,
  isPublic,
}: {
  insight: YearInsight;
  level: EducationLevel;
  isPublic: boolean;
}) {
  const { firstYear, toGraduation } = insight;
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="whole-cost">
      <section className="rounded-md border border-slate-200 p-4">
        <h3 className="text-sm font-medium text-slate-700">Biaya tahun pertama</h3>
        <p className="mt-1 text-lg font-bold whitespace-nowrap text-slate-900">
          {formatRupiah(firstYear.total)}
        </p>
        <p className="mt-1 text-xs text-slate-700">
          Biaya sekali bayar, 12 kali biaya bulanan, biaya tahunan, dan 2 kali biaya per semester
          atau per 6 bulan.
        </p>
        {firstYear.monthly === 0 && (
          <p className="mt-1 text-xs text-amber-800">
            Daftar biaya tahun ini tidak mencantumkan biaya bulanan (SPP).
          </p>
        )}
        {firstYear.variantsCollapsed && (
          <p className="mt-1 text-xs text-slate-700">
            Untuk biaya yang punya beberapa pilihan (misalnya seragam putra/putri), dihitung yang
            tertinggi.
          </p>
        )}
      </section>
      {toGraduation && (
        <section className="rounded-md border border-slate-200 p-4">
          <h3 className="text-sm font-medium text-slate-700">Perkiraan biaya sampai lulus</h3>
          <p className="mt-1 text-lg font-bold whitespace-nowrap text-slate-900">
            {formatRupiah(toGraduation.total)}
          </p>
          <p className="mt-1 text-xs text-slate-700">
            {toGraduation.years} tahun {EDUCATION_LEVEL_LABELS[level]}: biaya masuk dihitung sekali,
            biaya rutin setiap tahun. {growthText(insight, level, isPublic)}
          </p>
        </section>
      )}
    </div>
  );
}
