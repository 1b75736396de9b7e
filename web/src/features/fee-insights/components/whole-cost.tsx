import type { YearInsight } from '@core/contracts/insights';
import { formatRate } from '@core/fee-history';
import { listItems, MINIMUM_WORDS, unknownItemsNote } from '@core/fee-knowledge';
import { formatEstimate, formatRupiah } from '@core/format';
import { EDUCATION_LEVEL_LABELS, type EducationLevel } from '@core/levels';
import { groupLabel } from '@core/benchmarks';

type Estimate = NonNullable<YearInsight['toGraduation']>;

/** How the estimate grows the recurring fees, in words, with what it was measured on. */
function growthText(estimate: Estimate, level: EducationLevel, isPublic: boolean): string {
  const rate = estimate.growthRate;
  const change =
    rate >= 0 ? `naik ${formatRate(rate)} per tahun` : `turun ${formatRate(-rate)} per tahun`;
  const school = estimate.growthSchool;
  if (estimate.growthBasis === 'school' && school) {
    const items = school.items.join(', ');
    return `Biaya rutin ${change}: kenaikan rata-rata sekolah ini sendiri, dihitung dari biaya rutin yang sama di tahun-tahun berurutan (${items}; ${school.fromYear} sampai ${school.toYear}).`;
  }
  if (estimate.growthBasis === 'area' && estimate.growthArea) {
    const group = groupLabel(level, isPublic ? 'public' : 'private');
    const sample = estimate.growthDataset === 'sample' ? ' (dari data contoh)' : '';
    return `Biaya rutin ${change}, rata-rata kenaikan ${group} di ${estimate.growthArea.name}${sample}; sekolah ini belum punya biaya rutin yang bisa dibandingkan antartahun.`;
  }
  return 'Biaya rutin dianggap tetap setiap tahun: belum ada data kenaikan biaya sekolah ini maupun sekolah sekitarnya.';
}

/** 'tahun ke-2 sampai ke-6' or 'tahun ke-2 dan ke-3' */
function studyYears(years: readonly number[]): string {
  if (years.length === 1) return `tahun ke-${years[0]}`;
  const consecutive = years.every((year, i) => i === 0 || year === years[i - 1]! + 1);
  if (consecutive && years.length > 2)
    return `tahun ke-${years[0]} sampai ke-${years[years.length - 1]}`;
  return `tahun ${years.map((year) => `ke-${year}`).join(', ')}`;
}

/**
 * 'Biaya tahun pertama' and 'Perkiraan biaya sampai lulus' for the selected
 * year, beside SPEC's 'Total Biaya Awal', each with how it was counted. A
 * total that leaves out an item nobody stated says so ('paling sedikit'); the
 * estimate is rounded, never printed to the rupiah.
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
  const { firstYear, statedBySchool } = insight;
  const isMinimum = firstYear.unknownItems.length > 0;
  // nothing known costs anything (a rule's Rp 0 lines only): no figure to state or estimate
  const nothingKnown = isMinimum && firstYear.total === 0;
  const toGraduation = nothingKnown ? null : insight.toGraduation;
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="whole-cost">
      <section className="rounded-md border border-slate-200 p-4">
        <h3 className="text-sm font-medium text-slate-700">Biaya tahun pertama</h3>
        <p className="mt-1 text-lg font-bold text-slate-900">
          {nothingKnown ? (
            'Belum diketahui'
          ) : (
            <>
              {isMinimum && <span className="text-base">{MINIMUM_WORDS} </span>}
              <span className="whitespace-nowrap">{formatRupiah(firstYear.total)}</span>
            </>
          )}
        </p>
        <p className="mt-1 text-xs text-slate-700">
          Biaya sekali bayar, 12 kali biaya bulanan, biaya tahunan, dan 2 kali biaya per semester
          atau per 6 bulan.
        </p>
        {isMinimum && (
          <p className="mt-1 text-xs font-medium text-amber-800">
            {unknownItemsNote(firstYear.unknownItems, statedBySchool)}
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
          <p className="mt-1 text-lg font-bold text-slate-900" data-testid="graduation-estimate">
            {toGraduation.unknownItems.length > 0 && (
              <span className="text-base">{MINIMUM_WORDS} </span>
            )}
            <span className="whitespace-nowrap">{formatEstimate(toGraduation.total)}</span>
          </p>
          <p className="mt-1 text-xs text-slate-700">
            {toGraduation.years} tahun {EDUCATION_LEVEL_LABELS[level]}: biaya masuk dihitung sekali,
            biaya rutin setiap tahun. {growthText(toGraduation, level, isPublic)}
            {toGraduation.scheduledYears.length > 0 &&
              ` Biaya daftar ulang ${studyYears(toGraduation.scheduledYears)} mengikuti jadwal pada daftar biaya sekolah, bukan perkiraan.`}
          </p>
          {toGraduation.unknownItems.length > 0 && (
            <p className="mt-1 text-xs font-medium text-amber-800">
              Belum termasuk {listItems(toGraduation.unknownItems)}
              {statedBySchool ? ', yang tidak dicantumkan pada daftar biaya.' : '.'}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
