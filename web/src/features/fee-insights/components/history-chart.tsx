import type { FeeInsights } from '@core/contracts/insights';
import { formatNumber, formatRupiah } from '@core/format';

type Totals = NonNullable<FeeInsights['history']>['totals'];

const SERIES = [
  { key: 'oneTime', label: 'Sekali bayar', colour: '#0f766e' },
  { key: 'yearly', label: 'Tahunan', colour: '#14b8a6' },
  { key: 'monthly', label: 'Bulanan × 12', colour: '#f59e0b' },
  { key: 'instalments', label: 'Semester / 6 bulan', colour: '#8b5cf6' },
] as const;

const WIDTH = 560;
const HEIGHT = 220;
const TOP = 24;
const BOTTOM = 28;

/** 'Rp 42,4 jt' for the labels above the bars. */
function short(amount: number): string {
  if (amount >= 1_000_000) return `Rp ${formatNumber(amount / 1_000_000, 1)} jt`;
  return formatRupiah(amount);
}

/**
 * First-year cost per academic year as stacked bars (inline SVG, no chart
 * library): how much is paid once, yearly, monthly and per half year.
 */
export function HistoryChart({ totals }: { totals: Totals }) {
  const max = Math.max(1, ...totals.map((year) => year.total));
  const slot = WIDTH / totals.length;
  const bar = Math.min(72, slot * 0.6);
  const scale = (HEIGHT - TOP - BOTTOM) / max;
  const summary = totals.map((year) => `${year.year}: ${formatRupiah(year.total)}`).join('; ');
  return (
    <figure className="mt-2 max-w-xl">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label={`Biaya tahun pertama per tahun ajaran. ${summary}`}
      >
        {totals.map((year, index) => {
          const x = index * slot + (slot - bar) / 2;
          let y = HEIGHT - BOTTOM;
          return (
            <g key={year.year}>
              {SERIES.map((series) => {
                const height = year[series.key] * scale;
                y -= height;
                return height > 0 ? (
                  <rect
                    key={series.key}
                    x={x}
                    y={y}
                    width={bar}
                    height={height}
                    fill={series.colour}
                  />
                ) : null;
              })}
              <text
                x={x + bar / 2}
                y={HEIGHT - BOTTOM - year.total * scale - 6}
                textAnchor="middle"
                fontSize="13"
                fill="#0f172a"
              >
                {short(year.total)}
              </text>
              <text x={x + bar / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="13" fill="#334155">
                {year.year}
              </text>
            </g>
          );
        })}
        <line x1="0" x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke="#cbd5e1" />
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {SERIES.map((series) => (
          <span key={series.key} className="inline-flex items-center gap-1.5">
            <svg aria-hidden="true" width="12" height="12" className="shrink-0">
              <rect width="12" height="12" rx="2" fill={series.colour} />
            </svg>
            {series.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
