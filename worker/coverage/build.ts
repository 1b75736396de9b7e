// Builds the fee-coverage projection (issue 20 item 6, migration 0101): what is
// known of every school's fees (its own lines, a rule's, nothing), counted per
// city, level and registry status with the students the registry knows. One
// grouped pass over the schools, then core/coverage decides each class's basis.
import { feeBasisOf } from '@core/coverage';
import type { Sql } from '@db/client';
import { coverageClasses, replaceCoverage, type CoverageRow } from '@db/queries/coverage';
import { activeFeeRules } from '@db/queries/fee-rules';
import { bumpPageScopes } from '@db/queries/rendered-pages';

export interface CoverageBuild {
  /** schools counted */
  schools: number;
  /** rows of the projection */
  rows: number;
  ms: number;
}

/** Rebuilds fee_coverage from PostgreSQL in one transaction, then the pages that show it; idempotent. */
export async function rebuildCoverage(sql: Sql): Promise<CoverageBuild> {
  const started = performance.now();
  const startedAt = new Date();
  const [classes, rules] = await Promise.all([coverageClasses(sql), activeFeeRules(sql)]);
  const active = [...rules.values()];
  const rows = new Map<string, CoverageRow>();
  let schools = 0;
  for (const cls of classes) {
    const basis = feeBasisOf(active, cls, cls.hasOwnFees);
    const status = cls.status ?? 'unknown';
    const key = `${cls.cityCode}|${cls.educationLevel}|${status}|${basis}`;
    const row = rows.get(key) ?? {
      provinceCode: cls.provinceCode,
      cityCode: cls.cityCode,
      educationLevel: cls.educationLevel,
      status,
      basis,
      schools: 0,
      students: 0,
      studentsKnown: 0,
    };
    row.schools += cls.schools;
    row.students += Number(cls.students);
    row.studentsKnown += cls.studentsKnown;
    rows.set(key, row);
    schools += cls.schools;
  }
  const all = [...rows.values()];
  await sql.begin((tx) => replaceCoverage(tx, all, startedAt));
  // the about page states these counts (web/src/app/server-scopes.ts)
  await bumpPageScopes(sql, ['coverage']);
  return { schools, rows: all.length, ms: Math.round(performance.now() - started) };
}
