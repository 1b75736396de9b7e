import type { SourceMark } from './source-marks';

/**
 * The lines' boxes over a drawn page: an SVG the size of the image or canvas
 * it covers, in the page's own pixels, fitted the way `object-contain` fits
 * the page, so each box sits on the words it was read from at any zoom.
 */
export function SourceBoxes({
  width,
  height,
  marks,
  active,
}: {
  /** the drawn page's natural size */
  width: number;
  height: number;
  marks: readonly SourceMark[];
  /** the line the reviewer asked to see */
  active: number | null;
}) {
  if (marks.length === 0 || width <= 0 || height <= 0) return null;
  // label size in page pixels: readable whatever the page's resolution
  const label = Math.max(14, Math.round(Math.min(width, height) / 40));
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      className="pointer-events-none absolute inset-0 size-full"
      role="img"
      aria-label={`Letak ${marks.length} baris biaya yang terbaca`}
    >
      {marks.map((mark) => {
        const on = mark.line === active;
        const x = mark.box.x * width;
        const y = mark.box.y * height;
        const pad = label / 4;
        // the number to the left of the box, inside the page at its left edge
        const tagX = Math.max(0, x - pad - label * 1.6);
        return (
          <g key={mark.line} data-line={mark.line} data-active={on || undefined}>
            <title>{`Baris biaya ${mark.line}`}</title>
            <rect
              x={x - pad}
              y={y - pad}
              width={mark.box.w * width + 2 * pad}
              height={mark.box.h * height + 2 * pad}
              rx={pad}
              fill={on ? 'rgb(37 99 235 / 0.18)' : 'rgb(245 158 11 / 0.10)'}
              stroke={on ? 'rgb(29 78 216)' : 'rgb(217 119 6)'}
              strokeWidth={on ? label / 4 : label / 8}
            />
            <rect
              x={tagX}
              y={y - pad}
              width={label * 1.5}
              height={label * 1.4}
              rx={pad}
              fill={on ? 'rgb(29 78 216)' : 'rgb(180 83 9)'}
            />
            <text
              x={tagX + label * 0.75}
              y={y - pad + label * 1.05}
              fontSize={label}
              fontWeight={700}
              fill="white"
              textAnchor="middle"
            >
              {mark.line}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
