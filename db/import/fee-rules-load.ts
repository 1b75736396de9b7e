import type { Tx } from '@db/client';
import { findFeeRule, ruleClassOf, type RuleClass } from '@db/queries/fee-rules';
import {
  FEE_RULES_FILE,
  parseFeeRule,
  parseProgrammeSchool,
  PROGRAMME_FILE,
  type FileRule,
  type ProgrammeSchool,
} from './fee-rules-file';
import { readAllCsvGz } from './source';

export interface FeeRuleCounts {
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** rules a site admin has changed since: left as the admin decided */
  keptAdminChanges: number;
  /** rules of an earlier file that this file no longer has */
  retired: number;
  /** programme schools (NPSNs a rule lists) written or removed */
  listedSchoolsChanged: number;
}

export interface ChangedRule {
  ruleId: string;
  /** the schools it covered before the import (null: it is new) */
  before: RuleClass | null;
}

const COMPARED: readonly (keyof FileRule)[] = [
  'scope',
  'provinceCode',
  'levels',
  'forms',
  'status',
  'kind',
  'items',
  'amount',
  'amountKind',
  'title',
  'instrument',
  'effectiveFrom',
  'effectiveText',
  'evidence',
  'sources',
  'note',
];

function sameRule(stored: Record<string, unknown>, rule: FileRule): boolean {
  return COMPARED.every(
    (key) => JSON.stringify(stored[key] ?? null) === JSON.stringify(rule[key] ?? null),
  );
}

async function writeRule(tx: Tx, rule: FileRule, insert: boolean): Promise<void> {
  const values = {
    scope: rule.scope,
    province_code: rule.provinceCode,
    levels: tx.array(rule.levels),
    forms: tx.array(rule.forms),
    status: rule.status,
    kind: rule.kind,
    items: tx.array(rule.items),
    amount: rule.amount,
    amount_kind: rule.amountKind,
    title: rule.title,
    instrument: rule.instrument,
    effective_from: rule.effectiveFrom,
    effective_text: rule.effectiveText,
    evidence: rule.evidence,
    sources: rule.sources,
    note: rule.note,
  };
  if (insert) {
    await tx`INSERT INTO fee_rules ${tx({ id: rule.id, origin: 'import', ...values } as never)}`;
  } else {
    await tx`
      UPDATE fee_rules SET ${tx(values as never)}, updated_at = now(), retired_at = NULL
      WHERE id = ${rule.id} AND origin = 'import'`;
  }
}

/** Replaces the NPSNs a rule lists with the file's; true when they changed. */
async function writeListedSchools(
  tx: Tx,
  ruleId: string,
  schools: readonly ProgrammeSchool[],
): Promise<number> {
  const rows = schools.map((school) => ({
    rule_id: ruleId,
    npsn: school.npsn,
    name_in_source: school.nameInSource,
    academic_year: school.academicYear,
    programme: school.programme,
    sources: school.sources,
  }));
  const removed = await tx`
    DELETE FROM fee_rule_schools
    WHERE rule_id = ${ruleId} AND NOT (npsn = ANY (${tx.array(rows.map((row) => row.npsn))}::text[]))`;
  const written = await tx`
    INSERT INTO fee_rule_schools ${tx(rows as never)}
    ON CONFLICT (rule_id, npsn) DO UPDATE
      SET name_in_source = excluded.name_in_source, academic_year = excluded.academic_year,
          programme = excluded.programme, sources = excluded.sources
      WHERE (fee_rule_schools.name_in_source, fee_rule_schools.academic_year,
             fee_rule_schools.programme, fee_rule_schools.sources)
            IS DISTINCT FROM (excluded.name_in_source, excluded.academic_year,
                              excluded.programme, excluded.sources)`;
  return removed.count + written.count;
}

/**
 * Loads the fee rules and the programme's schools, in every environment.
 * Idempotent: a re-run writes nothing; a rule a site admin changed (origin
 * 'admin') stays as the admin left it; a rule of the file that is gone is
 * retired. Returns the rules whose facts changed, with the schools they covered before.
 */
export async function loadFeeRules(
  tx: Tx,
  dataDir: URL,
): Promise<{ counts: FeeRuleCounts; changed: ChangedRule[] }> {
  const rules = (await readAllCsvGz(new URL(FEE_RULES_FILE, dataDir))).map((record, i) =>
    parseFeeRule(record, i + 2),
  );
  const listed = (await readAllCsvGz(new URL(PROGRAMME_FILE, dataDir))).map((record, i) =>
    parseProgrammeSchool(record, i + 2),
  );
  const ids = rules.map((rule) => rule.id);
  if (new Set(ids).size !== ids.length) throw new Error(`${FEE_RULES_FILE}: duplicate rule_id`);
  for (const school of listed)
    if (!ids.includes(school.ruleId))
      throw new Error(`${PROGRAMME_FILE}: rule ${school.ruleId} is not in ${FEE_RULES_FILE}`);

  await tx`LOCK TABLE fee_rules IN SHARE ROW EXCLUSIVE MODE`;
  const known = await tx<{ id: string }[]>`SELECT id FROM fee_rules`;
  const before = new Map<string, RuleClass | null>();
  for (const { id } of known) before.set(id, await ruleClassOf(tx, id));

  const counts: FeeRuleCounts = {
    read: rules.length,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    keptAdminChanges: 0,
    retired: 0,
    listedSchoolsChanged: 0,
  };
  const changed = new Set<string>();
  for (const rule of rules) {
    const stored = await findFeeRule(tx, rule.id);
    if (!stored) {
      await writeRule(tx, rule, true);
      counts.inserted++;
      changed.add(rule.id);
    } else if (stored.origin === 'admin') {
      counts.keptAdminChanges++;
    } else if (!sameRule(stored as unknown as Record<string, unknown>, rule) || stored.retiredAt) {
      await writeRule(tx, rule, false);
      counts.updated++;
      changed.add(rule.id);
    } else {
      counts.unchanged++;
    }
  }
  const gone = await tx<{ id: string }[]>`
    UPDATE fee_rules SET retired_at = now(), updated_at = now()
    WHERE origin = 'import' AND retired_at IS NULL AND NOT (id = ANY (${tx.array(ids)}::text[]))
    RETURNING id`;
  counts.retired = gone.length;
  for (const { id } of gone) changed.add(id);

  for (const ruleId of new Set(listed.map((school) => school.ruleId))) {
    const n = await writeListedSchools(
      tx,
      ruleId,
      listed.filter((school) => school.ruleId === ruleId),
    );
    counts.listedSchoolsChanged += n;
    if (n > 0) changed.add(ruleId);
  }
  return {
    counts,
    changed: [...changed].sort().map((ruleId) => ({ ruleId, before: before.get(ruleId) ?? null })),
  };
}
