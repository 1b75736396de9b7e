import { describe, expect, it } from 'vitest';
import { CELL_PX, gridCells } from './grid-cells';

/** The cell a position falls in at a zoom (web mercator pixels / CELL_PX), the obvious way. */
function cellOf(lat: number, lng: number, zoom: number): string {
  const scale = (256 * 2 ** zoom) / CELL_PX;
  const x = Math.floor(((lng + 180) / 360) * scale);
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale);
  return `${x}/${y}`;
}

function reference(points: { id: number; lat: number; lng: number }[], zoom: number) {
  const cells = new Map<string, { id: number; lat: number; lng: number }[]>();
  for (const point of points) {
    const key = cellOf(point.lat, point.lng, zoom);
    cells.set(key, [...(cells.get(key) ?? []), point]);
  }
  return [...cells.values()].map((inCell) => ({
    n: inCell.length,
    ...(inCell.length === 1 ? { id: inCell[0]!.id } : {}),
    lat: inCell.reduce((sum, p) => sum + p.lat, 0) / inCell.length,
    lng: inCell.reduce((sum, p) => sum + p.lng, 0) / inCell.length,
  }));
}

const byPosition = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  a.lat - b.lat || a.lng - b.lng;

function random(seed: number) {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

describe('gridCells', () => {
  it('keeps a school alone with its id and position', () => {
    expect(gridCells([{ id: 7, lat: -6.9, lng: 107.6 }], 13)).toEqual([
      { n: 1, id: 7, lat: -6.9, lng: 107.6 },
    ]);
    expect(gridCells([], 5)).toEqual([]);
  });

  it('sums schools of one cell at their mean position, without an id', () => {
    // 20 m apart: one cell at city zoom, two cells once a cell is smaller than that
    const points = [
      { id: 1, lat: -6.9, lng: 107.6005 },
      { id: 2, lat: -6.9, lng: 107.6007 },
    ];
    expect(cellOf(-6.9, 107.6005, 13)).toBe(cellOf(-6.9, 107.6007, 13));
    const [cell] = gridCells(points, 13);
    expect(cell).toEqual({ n: 2, lat: -6.9, lng: expect.closeTo(107.6006, 9) });
    expect(gridCells(points, 20).map((c) => c.n)).toEqual([1, 1]);
  });

  it('counts every school once, in the cells the obvious computation gives, at every zoom', () => {
    const next = random(42);
    // Indonesia, denser in the west, with exact duplicates (schools sharing a position)
    const points = Array.from({ length: 3000 }, (_, id) => ({
      id,
      lat: -8 + next() * 10 * next(),
      lng: 95 + next() * 45 * next(),
    }));
    points.push({ id: 3000, lat: points[0]!.lat, lng: points[0]!.lng });
    for (const zoom of [5, 8, 13, 18]) {
      const cells = gridCells(points, zoom);
      expect(cells.reduce((sum, cell) => sum + cell.n, 0)).toBe(points.length);
      const expected = reference(points, zoom);
      expect(cells.length).toBe(expected.length);
      const sorted = [...cells].sort(byPosition);
      for (const [i, want] of [...expected].sort(byPosition).entries()) {
        const got = sorted[i]!;
        expect(got.n).toBe(want.n);
        expect(got.id).toBe(want.id);
        expect(got.lat).toBeCloseTo(want.lat, 9);
        expect(got.lng).toBeCloseTo(want.lng, 9);
      }
    }
  });
});
