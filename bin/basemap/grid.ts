// The basemap generator's grid: land rasterised from coastlines, each land
// cell given the regency of the nearest school (multi-source breadth-first
// fill), and the cell edges where the regency changes traced as lines.
import type { Box, Point } from './lines';

export class RegionGrid {
  readonly cols: number;
  readonly rows: number;
  /** 1 for land */
  readonly land: Uint8Array;
  /** regency index + 1; 0 = none */
  readonly region: Uint16Array;

  constructor(
    readonly box: Box,
    readonly step: number,
  ) {
    this.cols = Math.ceil((box.east - box.west) / step);
    this.rows = Math.ceil((box.north - box.south) / step);
    this.land = new Uint8Array(this.cols * this.rows);
    this.region = new Uint16Array(this.cols * this.rows);
  }

  cellOf(lng: number, lat: number): number {
    const c = Math.floor((lng - this.box.west) / this.step);
    const r = Math.floor((lat - this.box.south) / this.step);
    if (c < 0 || r < 0 || c >= this.cols || r >= this.rows) return -1;
    return r * this.cols + c;
  }

  /** Marks the cells whose centre is inside the rings (even-odd rule, one scanline per row). */
  fillRings(rings: readonly (readonly Point[])[]): void {
    const crossings: number[][] = Array.from({ length: this.rows }, () => []);
    for (const ring of rings)
      for (let i = 0; i < ring.length; i++) {
        const [x1, y1] = ring[i]!;
        const [x2, y2] = ring[(i + 1) % ring.length]!;
        if (y1 === y2) continue;
        const low = Math.min(y1, y2);
        const high = Math.max(y1, y2);
        const first = Math.max(0, Math.ceil((low - this.box.south) / this.step - 0.5));
        const last = Math.min(this.rows - 1, Math.floor((high - this.box.south) / this.step - 0.5));
        for (let r = first; r <= last; r++) {
          const y = this.box.south + (r + 0.5) * this.step;
          if (y < low || y >= high) continue;
          crossings[r]!.push(x1 + ((y - y1) * (x2 - x1)) / (y2 - y1));
        }
      }
    crossings.forEach((xs, r) => {
      xs.sort((a, b) => a - b);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const from = Math.max(0, Math.ceil((xs[k]! - this.box.west) / this.step - 0.5));
        const to = Math.min(
          this.cols - 1,
          Math.floor((xs[k + 1]! - this.box.west) / this.step - 0.5),
        );
        for (let c = from; c <= to; c++) this.land[r * this.cols + c] = 1;
      }
    });
  }

  /** Seeds (cell -> region + 1) spread over land to every reachable land cell. */
  spread(seeds: ReadonlyMap<number, number>): void {
    const queue = new Int32Array(this.cols * this.rows);
    let head = 0;
    let tail = 0;
    for (const [cell, region] of seeds) {
      this.region[cell] = region;
      this.land[cell] = 1;
      queue[tail++] = cell;
    }
    while (head < tail) {
      const cell = queue[head++]!;
      const c = cell % this.cols;
      const neighbours = [
        c > 0 ? cell - 1 : -1,
        c < this.cols - 1 ? cell + 1 : -1,
        cell - this.cols,
        cell + this.cols,
      ];
      for (const next of neighbours) {
        if (next < 0 || next >= this.region.length) continue;
        if (this.land[next] === 0 || this.region[next] !== 0) continue;
        this.region[next] = this.region[cell]!;
        queue[tail++] = next;
      }
    }
  }

  /**
   * The cell edges between two regions that `differ` tells apart, as lines of
   * grid corners joined end to end.
   */
  borders(differ: (a: number, b: number) => boolean): Point[][] {
    const edges = new Map<number, number[]>();
    const corner = (c: number, r: number) => r * (this.cols + 1) + c;
    const link = (a: number, b: number) => {
      (edges.get(a) ?? edges.set(a, []).get(a)!).push(b);
      (edges.get(b) ?? edges.set(b, []).get(b)!).push(a);
    };
    for (let r = 0; r < this.rows; r++)
      for (let c = 0; c < this.cols; c++) {
        const here = this.region[r * this.cols + c]!;
        if (here === 0) continue;
        const right = c + 1 < this.cols ? this.region[r * this.cols + c + 1]! : 0;
        if (right !== 0 && differ(here, right)) link(corner(c + 1, r), corner(c + 1, r + 1));
        const up = r + 1 < this.rows ? this.region[(r + 1) * this.cols + c]! : 0;
        if (up !== 0 && differ(here, up)) link(corner(c, r + 1), corner(c + 1, r + 1));
      }
    const toPoint = (v: number): Point => [
      this.box.west + (v % (this.cols + 1)) * this.step,
      this.box.south + Math.floor(v / (this.cols + 1)) * this.step,
    ];
    return chain(edges).map((line) => line.map(toPoint));
  }
}

/** Joins undirected edges into lines that break only where three or more meet. */
function chain(edges: Map<number, number[]>): number[][] {
  const used = new Set<string>();
  const key = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
  const lines: number[][] = [];
  const walk = (start: number, next: number) => {
    const line = [start];
    let previous = start;
    let current = next;
    used.add(key(start, next));
    for (;;) {
      line.push(current);
      const around = edges.get(current)!;
      if (around.length !== 2) break;
      const following = around[0] === previous ? around[1]! : around[0]!;
      if (used.has(key(current, following))) break;
      used.add(key(current, following));
      previous = current;
      current = following;
    }
    lines.push(line);
  };
  // ends and junctions first, then what is left is closed loops
  for (const pass of [true, false])
    for (const [vertex, around] of edges) {
      if (pass && around.length === 2) continue;
      for (const next of around) if (!used.has(key(vertex, next))) walk(vertex, next);
    }
  return lines;
}
