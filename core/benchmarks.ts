// Area fee benchmarks (issue 10): how a school's fees sit among schools of the
// same level and status in its kecamatan, city and province. The worker builds
// the statistics; these rules read and phrase them.
import { EDUCATION_LEVEL_LABELS, type EducationLevel, type SchoolStatus } from './levels';
import { formatNumber } from './format';

/** A benchmark of fewer schools than this is not shown: too few to say anything. */
const MIN_BENCHMARK_SCHOOLS = 5;

/** When a benchmark has more schools than this, its points are percentiles, not every value. */
export const EXACT_POINTS_MAX = 100;

export const BENCHMARK_METRICS = ['spp', 'entry', 'firstYear'] as const;
export type BenchmarkMetric = (typeof BENCHMARK_METRICS)[number];

export const AREA_KINDS = ['district', 'city', 'province'] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

/** Demo data is benchmarked on its own and labelled; it never mixes with real fees. */
export type BenchmarkDataset = 'real' | 'sample';

export const METRIC_LABELS: Record<BenchmarkMetric, string> = {
  spp: 'SPP bulanan',
  entry: 'Uang pangkal',
  firstYear: 'Biaya tahun pertama',
};

/** Subject of the position sentence: 'SPP sekolah ini …'. */
const METRIC_SUBJECTS: Record<BenchmarkMetric, string> = {
  spp: 'SPP sekolah ini',
  entry: 'Uang pangkal sekolah ini',
  firstYear: 'Biaya tahun pertama sekolah ini',
};

export interface BenchmarkStats {
  /** number of schools with data */
  n: number;
  p25: number;
  median: number;
  p75: number;
  /**
   * Every value, sorted, when n ≤ EXACT_POINTS_MAX; otherwise the 101
   * percentiles p0 … p100. Enough to place a school without reading the area.
   */
  points: readonly number[];
}

export function isShown(stats: { n: number } | null | undefined): boolean {
  return !!stats && stats.n >= MIN_BENCHMARK_SCHOOLS;
}

/** Position of the first point ≥ value (points sorted ascending). */
function lowerBound(points: readonly number[], value: number): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Position of the first point > value. */
function upperBound(points: readonly number[], value: number): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Share of the schools (0..1) whose value is strictly below `value` and
 * strictly above it. Exact when the points are every value; otherwise read
 * from the percentiles, interpolating between neighbouring points.
 */
export function position(stats: BenchmarkStats, value: number): { below: number; above: number } {
  const points = stats.points;
  if (points.length === 0) return { below: 0, above: 0 };
  if (points.length === stats.n) {
    return {
      below: lowerBound(points, value) / stats.n,
      above: (stats.n - upperBound(points, value)) / stats.n,
    };
  }
  const last = points.length - 1;
  const lo = lowerBound(points, value);
  let below: number;
  if (lo === 0) below = 0;
  else if (lo > last) below = 1;
  else {
    const a = points[lo - 1]!;
    const b = points[lo]!;
    below = (lo - 1 + (b > a ? (value - a) / (b - a) : 1)) / last;
  }
  const hi = upperBound(points, value) - 1;
  let above: number;
  if (hi >= last) above = 0;
  else if (hi < 0) above = 1;
  else {
    const a = points[hi]!;
    const b = points[hi + 1]!;
    above = (last - hi - 1 + (b > a ? (b - value) / (b - a) : 1)) / last;
  }
  return { below: Math.min(1, Math.max(0, below)), above: Math.min(1, Math.max(0, above)) };
}

/** 'SD swasta', 'SMP negeri' */
export function groupLabel(level: EducationLevel, status: SchoolStatus): string {
  return `${EDUCATION_LEVEL_LABELS[level]} ${status === 'public' ? 'negeri' : 'swasta'}`;
}

/**
 * 'SPP sekolah ini lebih tinggi dari 70% SD swasta di Kota Depok (n = 212)'.
 * Says 'lebih rendah dari' when more schools are above than below, and
 * 'sama dengan' when no school differs.
 */
export function positionSentence(input: {
  metric: BenchmarkMetric;
  stats: BenchmarkStats;
  value: number;
  level: EducationLevel;
  status: SchoolStatus;
  areaName: string;
}): string {
  const { below, above } = position(input.stats, input.value);
  const subject = METRIC_SUBJECTS[input.metric];
  const group = `${groupLabel(input.level, input.status)} di ${input.areaName}`;
  const n = `(n = ${formatNumber(input.stats.n)})`;
  if (below === 0 && above === 0) return `${subject} sama dengan ${group} lainnya ${n}`;
  if (below >= above)
    return `${subject} lebih tinggi dari ${Math.round(below * 100)}% ${group} ${n}`;
  return `${subject} lebih rendah dari ${Math.round(above * 100)}% ${group} ${n}`;
}

/** 'Kecamatan Beji', 'Kota Depok' (names of cities carry their kind), 'Jawa Barat'. */
export function areaDisplayName(kind: AreaKind, name: string): string {
  return kind === 'district' ? `Kecamatan ${name}` : name;
}
