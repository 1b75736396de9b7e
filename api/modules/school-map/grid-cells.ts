/** schools this close (in pixels at the map's zoom) are counted together before grouping */
export const CELL_PX = 12;

export interface MapCell {
  /** schools in the cell */
  n: number;
  /** the school, when the cell holds one */
  id?: number;
  /** the mean position of the cell's schools */
  lat: number;
  lng: number;
}

/** cells of a dense grid at most: beyond, a map holds the occupied ones (never in a viewport) */
const DENSE_LIMIT = 1 << 22;

/**
 * Schools summed into small cells of the map's pixel grid (their mean
 * position): supercluster then groups a few thousand cells instead of up to
 * every school of the country. The points come from a box query, so the cells
 * they fall in span about one screen: a dense grid over that span counts them
 * with one array read per school (a Map keyed by cell, or objects whose shape
 * changes, cost ten times as much at national zoom).
 */
export function gridCells(
  points: readonly { id: number; lat: number; lng: number }[],
  zoom: number,
): MapCell[] {
  const count = points.length;
  if (count === 0) return [];
  const scale = (256 * 2 ** zoom) / CELL_PX;
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < count; i++) {
    const point = points[i]!;
    const x = Math.floor(((point.lng + 180) / 360) * scale);
    const sin = Math.sin((point.lat * Math.PI) / 180);
    const y = Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale);
    xs[i] = x;
    ys[i] = y;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  const width = x1 - x0 + 1;
  const size = width * (y1 - y0 + 1);
  const dense = size <= DENSE_LIMIT ? new Int32Array(size).fill(-1) : null;
  const sparse = dense ? null : new Map<number, number>();
  const n: number[] = [];
  const ids: number[] = [];
  const lat: number[] = [];
  const lng: number[] = [];
  for (let i = 0; i < count; i++) {
    const point = points[i]!;
    const key = (ys[i]! - y0) * width + (xs[i]! - x0);
    const cell = dense ? dense[key]! : (sparse!.get(key) ?? -1);
    if (cell < 0) {
      if (dense) dense[key] = n.length;
      else sparse!.set(key, n.length);
      n.push(1);
      ids.push(point.id);
      lat.push(point.lat);
      lng.push(point.lng);
    } else {
      n[cell]!++;
      lat[cell]! += point.lat;
      lng[cell]! += point.lng;
    }
  }
  return n.map((k, cell) =>
    k === 1
      ? { n: 1, id: ids[cell]!, lat: lat[cell]!, lng: lng[cell]! }
      : { n: k, lat: lat[cell]! / k, lng: lng[cell]! / k },
  );
}
