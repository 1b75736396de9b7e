// Line and ring helpers of the basemap generator: clip to a box, simplify, encode.

export type Point = [number, number];
export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Sutherland-Hodgman: a ring clipped to a box (a ring wholly outside gives []). */
export function clipRing(ring: readonly Point[], box: Box): Point[] {
  const edges: [(p: Point) => boolean, (a: Point, b: Point) => Point][] = [
    [(p) => p[0] >= box.west, (a, b) => atX(a, b, box.west)],
    [(p) => p[0] <= box.east, (a, b) => atX(a, b, box.east)],
    [(p) => p[1] >= box.south, (a, b) => atY(a, b, box.south)],
    [(p) => p[1] <= box.north, (a, b) => atY(a, b, box.north)],
  ];
  let out: Point[] = [...ring];
  for (const [inside, cross] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i]!;
      const previous = input[(i + input.length - 1) % input.length]!;
      if (inside(current)) {
        if (!inside(previous)) out.push(cross(previous, current));
        out.push(current);
      } else if (inside(previous)) out.push(cross(previous, current));
    }
    if (out.length === 0) return [];
  }
  return out;
}

const atX = (a: Point, b: Point, x: number): Point => [
  x,
  a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]),
];
const atY = (a: Point, b: Point, y: number): Point => [
  a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]),
  y,
];

/** Douglas-Peucker with a tolerance in degrees; the ends are kept. */
export function simplify(line: readonly Point[], tolerance: number): Point[] {
  if (line.length < 3) return [...line];
  const keep = new Uint8Array(line.length);
  keep[0] = 1;
  keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  const t2 = tolerance * tolerance;
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let worst = -1;
    let worstD2 = t2;
    for (let i = first + 1; i < last; i++) {
      const d2 = segmentDistance2(line[i]!, line[first]!, line[last]!);
      if (d2 > worstD2) {
        worst = i;
        worstD2 = d2;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return line.filter((_, i) => keep[i] === 1);
}

function segmentDistance2(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0
      ? 0
      : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  const x = a[0] + t * dx - p[0];
  const y = a[1] + t * dy - p[1];
  return x * x + y * y;
}

/** One pass of Chaikin's corner cutting: takes the staircase off grid-traced lines. */
export function smooth(line: readonly Point[]): Point[] {
  if (line.length < 3) return [...line];
  const out: Point[] = [line[0]!];
  for (let i = 0; i < line.length - 1; i++) {
    const [ax, ay] = line[i]!;
    const [bx, by] = line[i + 1]!;
    out.push(
      [0.75 * ax + 0.25 * bx, 0.75 * ay + 0.25 * by],
      [0.25 * ax + 0.75 * bx, 0.25 * ay + 0.75 * by],
    );
  }
  out.push(line.at(-1)!);
  return out;
}

/**
 * A line as integers of 1/`scale` degree, the first absolute and the rest as
 * differences ([x0, y0, dx1, dy1, ...]): short numbers in JSON, exact to decode.
 */
export function encode(line: readonly Point[], scale: number): number[] {
  const out: number[] = [];
  let px = 0;
  let py = 0;
  for (const [x, y] of line) {
    const qx = Math.round(x * scale);
    const qy = Math.round(y * scale);
    if (out.length > 0 && qx === px && qy === py) continue;
    out.push(qx - px, qy - py);
    px = qx;
    py = qy;
  }
  return out;
}
