import { describe, expect, it } from 'vitest';
import { isShown, position, positionSentence, type BenchmarkStats } from './benchmarks';

const exact = (values: number[]): BenchmarkStats => ({
  n: values.length,
  p25: 0,
  median: 0,
  p75: 0,
  points: [...values].sort((a, b) => a - b),
});

describe('position', () => {
  it('counts the schools strictly below and above, exactly for small areas', () => {
    const stats = exact([100, 200, 200, 300, 400]);
    expect(position(stats, 300)).toEqual({ below: 0.6, above: 0.2 });
    expect(position(stats, 200)).toEqual({ below: 0.2, above: 0.4 });
    expect(position(stats, 50)).toEqual({ below: 0, above: 1 });
  });

  it('reads percentiles of large areas by interpolation', () => {
    // 1000 schools with values 0..999: p_i = 9.99 i
    const points = Array.from({ length: 101 }, (_, i) => 9.99 * i);
    const stats: BenchmarkStats = { n: 1000, p25: 249.75, median: 499.5, p75: 749.25, points };
    const { below, above } = position(stats, 700);
    expect(below).toBeCloseTo(0.7, 2);
    expect(above).toBeCloseTo(0.3, 2);
    expect(position(stats, -1)).toEqual({ below: 0, above: 1 });
    expect(position(stats, 5000)).toEqual({ below: 1, above: 0 });
  });
});

describe('positionSentence', () => {
  const base = { level: 'sd' as const, status: 'private' as const, areaName: 'Kota Depok' };

  it('says higher than, lower than or the same as', () => {
    const stats = exact([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(positionSentence({ ...base, metric: 'spp', stats, value: 8 })).toBe(
      'SPP sekolah ini lebih tinggi dari 70% SD swasta di Kota Depok (n = 10)',
    );
    expect(positionSentence({ ...base, metric: 'entry', stats, value: 2 })).toBe(
      'Uang pangkal sekolah ini lebih rendah dari 80% SD swasta di Kota Depok (n = 10)',
    );
    expect(
      positionSentence({ ...base, metric: 'firstYear', stats: exact([5, 5, 5, 5, 5]), value: 5 }),
    ).toBe('Biaya tahun pertama sekolah ini sama dengan SD swasta di Kota Depok lainnya (n = 5)');
  });
});

describe('isShown', () => {
  it('hides a benchmark of fewer than five schools', () => {
    expect(isShown({ n: 4 })).toBe(false);
    expect(isShown({ n: 5 })).toBe(true);
    expect(isShown(null)).toBe(false);
  });
});
