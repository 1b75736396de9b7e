// Fee rules (migration 0100): reading them, and which schools each applies to.
// Matching says in SQL what core/fee-rules ruleApplies says in TypeScript:
// scope, registry form and registry status (never the name), and for a rule
// with listed schools (a programme) those NPSNs only.
import type { FeeRule, RuleStatus } from '@core/fee-rules';
import type postgres from 'postgres';
import type { Db } from '../client';

export interface FeeRuleRow extends FeeRule {
  provinceName: string | null;
  forms: string[];
  note: string | null;
  origin: 'import' | 'admin';
  retiredAt: Date | null;
  updatedAt: Date;
  /** NPSNs the rule names one by one (0: none) */
  listedSchools: number;
}

/** The class of schools a rule covers: what a change must reindex before and after. */
export interface RuleClass {
  provinceCode: string | null;
  forms: string[];
  status: RuleStatus;
  /** the NPSNs of a rule that lists its schools; null when it lists none */
  npsns: string[] | null;
}

const SELECT_RULES = (db: Db) => db`
  SELECT r.id, r.scope, r.province_code, p.short_name AS province_name, r.levels, r.forms,
         r.status, r.kind, r.items, r.amount, r.amount_kind, r.title, r.instrument,
         to_char(r.effective_from, 'YYYY-MM-DD') AS effective_from, r.effective_text,
         r.evidence, r.sources, r.note, r.explanation, r.origin, r.retired_at, r.updated_at,
         (SELECT count(*)::int FROM fee_rule_schools l WHERE l.rule_id = r.id) AS listed_schools
  FROM fee_rules r
  LEFT JOIN provinces p ON p.code = r.province_code`;

/** Every rule, retired ones included, national first. */
export async function listFeeRules(db: Db): Promise<FeeRuleRow[]> {
  const rows = await db<FeeRuleRow[]>`
    ${SELECT_RULES(db)} ORDER BY r.retired_at IS NOT NULL, r.scope, r.province_code, r.id`;
  return rows;
}

/** Rules in force now (not retired), by id. */
export async function activeFeeRules(db: Db): Promise<Map<string, FeeRuleRow>> {
  const rows = await db<FeeRuleRow[]>`${SELECT_RULES(db)} WHERE r.retired_at IS NULL`;
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findFeeRule(db: Db, id: string): Promise<FeeRuleRow | undefined> {
  const [row] = await db<FeeRuleRow[]>`${SELECT_RULES(db)} WHERE r.id = ${id}`;
  return row;
}

/**
 * Whether rule `r` (a row of fee_rules plus `listed`) covers school `s`: the
 * one predicate every query below shares.
 */
export function ruleCoversSchool(db: Db): postgres.Fragment {
  return db`
    ${ruleCoversClass(db)}
    AND (NOT r.listed
         OR EXISTS (SELECT 1 FROM fee_rule_schools l WHERE l.rule_id = r.id AND l.npsn = s.npsn))`;
}

/** Rule `r` covers schools of `s`'s province, form and status (listed NPSNs aside). */
function ruleCoversClass(db: Db): postgres.Fragment {
  return db`
    (r.scope = 'national' OR r.province_code = s.province_code)
    AND ('all' = ANY (r.forms) OR s.form = ANY (r.forms))
    AND (r.status = 'all' OR (r.status = 'negeri' AND s.status = 'public')
         OR (r.status = 'swasta' AND s.status = 'private'))`;
}

/** Active rules with their `listed` flag, as a CTE body. */
export function activeRulesCte(db: Db): postgres.Fragment {
  return db`
    SELECT fr.*, EXISTS (SELECT 1 FROM fee_rule_schools l WHERE l.rule_id = fr.id) AS listed
    FROM fee_rules fr WHERE fr.retired_at IS NULL`;
}

/** The ids of the active rules that apply to each of these schools. */
async function ruleIdsOfSchools(
  db: Db,
  schoolIds: readonly number[],
): Promise<Map<number, string[]>> {
  if (schoolIds.length === 0) return new Map();
  const rows = await db<{ schoolId: number; ruleIds: string[] }[]>`
    WITH r AS (${activeRulesCte(db)})
    SELECT s.id AS school_id, array_agg(r.id ORDER BY r.id) AS rule_ids
    FROM schools s JOIN r ON ${ruleCoversSchool(db)}
    WHERE s.id = ANY (${db.array([...schoolIds])}::bigint[])
    GROUP BY s.id`;
  return new Map(rows.map((row) => [Number(row.schoolId), row.ruleIds]));
}

/** The active rules that apply to each of these schools. */
export async function rulesOfSchools(
  db: Db,
  schoolIds: readonly number[],
): Promise<Map<number, FeeRuleRow[]>> {
  const [ids, rules] = await Promise.all([ruleIdsOfSchools(db, schoolIds), activeFeeRules(db)]);
  const result = new Map<number, FeeRuleRow[]>();
  for (const [schoolId, ruleIds] of ids)
    result.set(
      schoolId,
      ruleIds.flatMap((id) => rules.get(id) ?? []),
    );
  return result;
}

/** The class of schools a rule covers now (null when it does not exist). */
export async function ruleClassOf(db: Db, id: string): Promise<RuleClass | null> {
  const [row] = await db<{ provinceCode: string | null; forms: string[]; status: RuleStatus }[]>`
    SELECT province_code, forms, status FROM fee_rules WHERE id = ${id} AND retired_at IS NULL`;
  if (!row) return null;
  const listed = await db<{ npsn: string }[]>`
    SELECT npsn FROM fee_rule_schools WHERE rule_id = ${id} ORDER BY npsn`;
  return {
    provinceCode: row.provinceCode,
    forms: row.forms,
    status: row.status,
    npsns: listed.length ? listed.map((item) => item.npsn) : null,
  };
}

/** Schools of a class, as a WHERE fragment on `s`. */
function inClass(db: Db, rule: RuleClass): postgres.Fragment {
  const statusOf = { negeri: 'public', swasta: 'private', all: null }[rule.status];
  return db`
    (${rule.provinceCode}::text IS NULL OR s.province_code = ${rule.provinceCode})
    AND (${rule.forms.includes('all')} OR s.form = ANY (${db.array(rule.forms)}::text[]))
    AND (${statusOf}::school_status IS NULL OR s.status = ${statusOf}::school_status)
    AND (${rule.npsns === null} OR s.npsn = ANY (${db.array(rule.npsns ?? [])}::text[]))`;
}

/**
 * The ids of the schools of any of these classes above `afterId`, in id
 * order, `limit` at a time: a bulk update walks them by keyset.
 */
export async function schoolIdsOfClasses(
  db: Db,
  classes: readonly RuleClass[],
  afterId: number,
  limit: number,
): Promise<number[]> {
  if (classes.length === 0) return [];
  const any = classes
    .map((rule) => inClass(db, rule))
    .reduce((all, next) => db`${all} OR (${next})`, db`false`);
  const rows = await db<{ id: number }[]>`
    SELECT s.id FROM schools s WHERE s.id > ${afterId} AND (${any})
    ORDER BY s.id LIMIT ${limit}`;
  return rows.map((row) => Number(row.id));
}

/**
 * The page scopes (worker/handlers/invalidate-pages) of every area the
 * classes' schools are in: 'area:', 'area:<province>', 'area:<province>/<city>'.
 */
export async function areaScopesOfClasses(
  db: Db,
  classes: readonly RuleClass[],
): Promise<string[]> {
  if (classes.length === 0) return [];
  const any = classes
    .map((rule) => inClass(db, rule))
    .reduce((all, next) => db`${all} OR (${next})`, db`false`);
  const rows = await db<{ province: string; city: string }[]>`
    SELECT DISTINCT p.slug AS province, c.slug AS city
    FROM (SELECT DISTINCT s.city_code FROM schools s WHERE ${any}) AS reached
    JOIN cities c ON c.code = reached.city_code
    JOIN provinces p ON p.code = c.province_code`;
  const scopes = new Set<string>(rows.length ? ['area:'] : []);
  for (const row of rows) {
    scopes.add(`area:${row.province}`);
    scopes.add(`area:${row.province}/${row.city}`);
  }
  return [...scopes];
}

/**
 * Schools grouped by what rules look at (province, form, status), as a CTE
 * body: about 500 groups for the 221,783 schools of the registry, read from
 * an index, so counting a rule's schools never walks the schools table.
 */
function schoolClassesCte(db: Db): postgres.Fragment {
  return db`
    SELECT province_code, form, status, count(*)::int AS n
    FROM schools GROUP BY province_code, form, status`;
}

/** How many schools each active rule applies to now. */
export async function schoolsPerRule(db: Db): Promise<Map<string, number>> {
  const rows = await db<{ id: string; n: number }[]>`
    WITH r AS MATERIALIZED (${activeRulesCte(db)}), g AS MATERIALIZED (${schoolClassesCte(db)})
    SELECT r.id, sum(s.n)::int AS n
    FROM r JOIN g s ON ${ruleCoversClass(db)}
    WHERE NOT r.listed
    GROUP BY r.id
    UNION ALL
    SELECT r.id, count(*)::int AS n
    FROM r JOIN fee_rule_schools l ON l.rule_id = r.id
    JOIN schools s ON s.npsn = l.npsn AND ${ruleCoversClass(db)}
    WHERE r.listed
    GROUP BY r.id`;
  return new Map(rows.map((row) => [row.id, row.n]));
}
