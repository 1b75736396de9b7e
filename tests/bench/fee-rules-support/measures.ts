// What fee-rules.ts measures beside the edit itself: coverage counts with a set of
// rules, the listing load that runs through the edit and its per-phase statistics,
// and what a school says of its fees.
import type { FeeFacts } from '@core/contracts/fee-facts';
import { feeBasisOf } from '@core/coverage';
import type { Sql } from '@db/client';
import { coverageClasses } from '@db/queries/coverage';
import type { FeeRuleRow } from '@db/queries/fee-rules';
import { percentile as sortedPercentile } from '../listing-support/load';
import type { Probe } from './schools';

/** The p-th percentile of unsorted values to 0.1 ms, or null without values. */
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sortedPercentile(sorted, p) * 10) / 10;
};

interface Counts {
  own: number;
  rule: number;
  none: number;
}
const empty = (): Counts => ({ own: 0, rule: 0, none: 0 });

/** Coverage with the given rules, total and per level, from one grouped pass. */
export async function coverageWith(
  sql: Sql,
  rules: readonly FeeRuleRow[],
): Promise<{ total: Counts; byLevel: Record<string, Counts> }> {
  const total = empty();
  const byLevel: Record<string, Counts> = {};
  for (const cls of await coverageClasses(sql)) {
    const basis = feeBasisOf(rules, cls, cls.hasOwnFees);
    total[basis] += cls.schools;
    (byLevel[cls.educationLevel] ??= empty())[basis] += cls.schools;
  }
  return { total, byLevel };
}

/** Listing requests a parent makes: an area and a level, a name, a cost bound. */
export function listingQueries(areas: { province: string; city: string }[]): string[] {
  const levels = ['sd', 'smp', 'sma', 'smk', 'tk'];
  const queries: string[] = [];
  for (const [index, area] of areas.entries()) {
    const level = levels[index % levels.length]!;
    queries.push(`province=${area.province}&city=${area.city}&level=${level}`);
    queries.push(`province=${area.province}&level=${level}&maxCost=1000000`);
    queries.push(`q=negeri&city=${area.city}`);
  }
  return queries;
}

interface Timed {
  at: number;
  ms: number;
}

/** Two parents at a time asking for listings until stopped; every answer's time is kept. */
export function startListingLoad(base: string, queries: string[]) {
  const samples: Timed[] = [];
  let running = true;
  let next = 0;
  const loop = async () => {
    while (running) {
      const query = queries[next++ % queries.length]!;
      const started = performance.now();
      const res = await fetch(`${base}/api/schools?${query}&limit=12`);
      await res.arrayBuffer();
      if (res.status === 200) samples.push({ at: started, ms: performance.now() - started });
    }
  };
  const loops = [loop(), loop()];
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

export function phaseStats(samples: Timed[], from: number, to: number) {
  const ms = samples.filter((s) => s.at >= from && s.at < to).map((s) => s.ms);
  return { requests: ms.length, p50Ms: percentile(ms, 50), p95Ms: percentile(ms, 95) };
}

/** How much higher (%) a phase's listing p95 is than before the edit, or null. */
export function p95VsBeforePct(
  before: { p95Ms: number | null },
  phase: { p95Ms: number | null },
): number | null {
  return before.p95Ms && phase.p95Ms
    ? Math.round((phase.p95Ms / before.p95Ms - 1) * 1000) / 10
    : null;
}

/** What a school says of its fees: each line with its source, and the rules' notes. */
export async function statement(base: string, school: Probe & { label: string }) {
  const facts = (await (
    await fetch(`${base}/api/schools/${school.id}/fee-facts`)
  ).json()) as FeeFacts;
  return {
    example: school.label,
    school: school.name,
    year: facts.year,
    basis: facts.basis,
    lines: facts.lines.map(
      (line) => `${line.name}: Rp ${line.amount.toLocaleString('id-ID')} (${line.source.label})`,
    ),
    notes: facts.notes.map((note) => `${note.text} (Aturan: ${note.rule.title})`),
  };
}
