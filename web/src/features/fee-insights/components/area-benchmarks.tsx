import { METRIC_LABELS, position, positionSentence, type BenchmarkMetric } from '@core/benchmarks';
import type { SchoolBenchmark, YearInsight } from '@core/contracts/insights';
import { formatRupiah } from '@core/format';
import type { EducationLevel, SchoolStatus } from '@core/levels';
import { useState } from 'react';
import { cn } from '@web/lib/cn';
import { SampleNote } from './sample-note';

/** Where the school sits in the area: the middle half as a band, the median and the school. */
function RangeBar({ benchmark }: { benchmark: SchoolBenchmark }) {
  const { stats, value } = benchmark;
  const low = stats.points[0] ?? stats.p25;
  const high = stats.points[stats.points.length - 1] ?? stats.p75;
  const span = Math.max(1, high - low);
  const at = (amount: number) => Math.min(100, Math.max(0, ((amount - low) / span) * 100));
  return (
    <svg
      viewBox="0 0 100 12"
      preserveAspectRatio="none"
      className="mt-1 h-3 w-full"
      aria-hidden="true"
    >
      <rect x="0" y="5" width="100" height="2" fill="#e2e8f0" />
      <rect
        x={at(stats.p25)}
        y="3"
        width={Math.max(0.5, at(stats.p75) - at(stats.p25))}
        height="6"
        fill="#99f6e4"
      />
      <rect x={at(stats.median) - 0.4} y="1" width="0.8" height="10" fill="#0f766e" />
      <rect x={Math.min(98.5, at(value))} y="0" width="1.5" height="12" fill="#d97706" />
    </svg>
  );
}

/**
 * 'Perbandingan dengan sekolah sekitar': for SPP, entry fee and first-year
 * total, the school's place among schools of its level and status in its
 * kecamatan, city and province (only areas with at least 5 schools).
 */
export function AreaBenchmarks({
  insight,
  level,
  status,
}: {
  insight: YearInsight;
  level: EducationLevel;
  status: SchoolStatus;
}) {
  const byMetric = new Map<BenchmarkMetric, SchoolBenchmark[]>();
  for (const benchmark of insight.benchmarks)
    byMetric.set(benchmark.metric, [...(byMetric.get(benchmark.metric) ?? []), benchmark]);
  const fromSample = insight.benchmarks.some((benchmark) => benchmark.dataset === 'sample');
  // on a phone each item shows its nearest area; the wider ones open on request
  const [allAreas, setAllAreas] = useState(false);
  const wider = insight.benchmarks.length - byMetric.size;

  return (
    <section aria-labelledby="area-benchmarks" data-testid="area-benchmarks">
      <h2 id="area-benchmarks" className="text-lg leading-tight font-semibold">
        Perbandingan dengan Sekolah Sekitar
      </h2>
      <p className="mt-1 text-sm text-slate-700">Tahun ajaran {insight.year}.</p>
      {insight.benchmarks.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          Belum cukup data untuk membandingkan: perbandingan ditampilkan bila minimal 5 sekolah
          sejenis di wilayah yang sama punya data biaya.
        </p>
      ) : (
        <>
          {fromSample && (
            <SampleNote text="Perbandingan ini dihitung dari data contoh, bukan biaya sekolah yang sebenarnya." />
          )}
          <div className="mt-3 space-y-5">
            {[...byMetric].map(([metric, benchmarks]) => (
              <div key={metric}>
                <h3 className="text-sm font-semibold text-slate-900">{METRIC_LABELS[metric]}</h3>
                <ul className="mt-2 space-y-3">
                  {benchmarks.map((benchmark, index) => (
                    <li
                      key={benchmark.area.kind}
                      className={cn('text-sm', index > 0 && !allAreas && 'max-sm:hidden')}
                    >
                      <p className="text-slate-900">
                        {positionSentence({
                          metric,
                          stats: benchmark.stats,
                          value: benchmark.value,
                          level,
                          status,
                          areaName: benchmark.area.name,
                        })}
                      </p>
                      <RangeBar benchmark={benchmark} />
                      <p className="text-xs text-slate-600">
                        Median {formatRupiah(benchmark.stats.median)} · separuh sekolah antara{' '}
                        {formatRupiah(benchmark.stats.p25)} dan {formatRupiah(benchmark.stats.p75)}
                        {position(benchmark.stats, benchmark.value).below === 1
                          ? ' · tertinggi'
                          : ''}
                      </p>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          {wider > 0 && (
            <button
              type="button"
              className="mt-3 text-sm font-medium text-brand-700 underline sm:hidden"
              aria-expanded={allAreas}
              onClick={() => setAllAreas((open) => !open)}
            >
              {allAreas
                ? 'Tampilkan wilayah terdekat saja'
                : `Tampilkan kota dan provinsi juga (${wider} perbandingan lagi)`}
            </button>
          )}
          <p className="mt-4 text-xs text-slate-600">
            Pita hijau: separuh sekolah di tengah; garis hijau tua: median; garis jingga: sekolah
            ini.
          </p>
        </>
      )}
    </section>
  );
}
