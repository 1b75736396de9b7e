import type { FeeInsights } from '@core/contracts/insights';
import { listItems } from '@core/fee-knowledge';
import { formatRupiah, formatRupiahShort } from '@core/format';

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

/** 'Rp 42,4 jt' above a bar; '≥ Rp 36,3 jt *' when the year leaves out an item others list. */
function barLabel(year: Totals[number]): string {
  const amount = formatRupiahShort(year.total);
  return year.missingItems.length > 0 ? `≥ ${amount} *` : amount;
}

/**
 * First-year cost per academic year as stacked bars (inline SVG, no chart
 * library): how much is paid once, yearly, monthly and per half year. A year
 * whose price list leaves out an item the other years list (Nurul Fikri's SPP
 * after 2023/2024) is drawn hatched and starred as a minimum: its shorter bar
 * is a missing line, never a fall.
 */
export function HistoryChart({ totals }: { totals: Totals }) {
  const max = Math.max(1, ...totals.map((year) => year.total));
  const slot = WIDTH / totals.length;
  const bar = Math.min(72, slot * 0.6);
  const scale = (HEIGHT - TOP - BOTTOM) / max;
  const incomplete = totals.filter((year) => year.missingItems.length > 0);
  const summary = totals
    .map((year) =>
      year.missingItems.length > 0
        ? `${year.year}: paling sedikit ${formatRupiah(year.total)} (${listItems(year.missingItems)} tidak dicantumkan)`
        : `${year.year}: ${formatRupiah(year.total)}`,
    )
    .join('; ');
  return (
    <figure className="mt-2 max-w-xl">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label={`Biaya tahun pertama per tahun ajaran. ${summary}`}
      >
        <defs>
          <pattern
            id="history-missing"
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" fill="#ffffff" fillOpacity="0.35" />
            <line x1="0" y1="0" x2="0" y2="6" stroke="#ffffff" strokeWidth="2" />
          </pattern>
        </defs>
        {totals.map((year, index) => {
          const x = index * slot + (slot - bar) / 2;
          let y = HEIGHT - BOTTOM;
          const missing = year.missingItems.length > 0;
          return (
            <g key={year.year} data-missing={missing || undefined}>
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
              {missing && (
                <rect
                  x={x}
                  y={HEIGHT - BOTTOM - year.total * scale}
                  width={bar}
                  height={year.total * scale}
                  fill="url(#history-missing)"
                  stroke="#92400e"
                  strokeDasharray="4 3"
                />
              )}
              <text
                x={x + bar / 2}
                y={HEIGHT - BOTTOM - year.total * scale - 6}
                textAnchor="middle"
                fontSize="13"
                fill="#0f172a"
              >
                {barLabel(year)}
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
        {incomplete.length > 0 && (
          <span className="basis-full font-medium text-amber-800" data-testid="history-missing">
            * {incomplete.map((year) => year.year).join(', ')}:{' '}
            {listItems([...new Set(incomplete.flatMap((year) => year.missingItems))])} tidak
            dicantumkan pada daftar biaya tahun itu, jadi batangnya paling sedikit, bukan tanda
            biaya turun.
          </span>
        )}
      </figcaption>
    </figure>
  );
}
