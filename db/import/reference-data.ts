import type { Sql, Tx } from '@db/client';
import type { DomainEvent } from '@db/events';
import { emitEvents } from '@db/outbox';
import { loadFeeRules, type ChangedRule, type FeeRuleCounts } from './fee-rules-load';
import { upsertHouseholdSpending } from './household-spending';
import { loadPublishedFees } from './published-fees-load';
import { DEFAULT_DATA_DIR } from './source';
import type { TableCounts } from './upsert';

export interface ReferenceDataCounts {
  feeRules: FeeRuleCounts;
  /** BPS household spending on education (db/data/household_education_spending.csv.gz) */
  householdSpending: TableCounts;
}

/**
 * Reference data that says something about every school and changes with
 * each release of db/data (issue 20: fee rules and the programmes they list).
 * Loaded with every import and at every start, production included, so an
 * installation whose registry was imported long ago gets the current rules.
 */
export async function loadReferenceData(
  tx: Tx,
  dataDir: URL = DEFAULT_DATA_DIR,
): Promise<{ counts: ReferenceDataCounts; changedRules: ChangedRule[] }> {
  const rules = await loadFeeRules(tx, dataDir);
  const householdSpending = await upsertHouseholdSpending(tx, dataDir);
  return { counts: { feeRules: rules.counts, householdSpending }, changedRules: rules.changed };
}

/**
 * Above this many changed rules (a first import, a new release of the file),
 * one full rebuild of every projection is cheaper than a batched pass per
 * rule: R03 and R04 alone cover every school.
 */
const RULES_PER_REBUILD = 3;

/** The events that bring every projection up to date with changed rules. */
export function ruleEvents(changed: readonly ChangedRule[]): DomainEvent[] {
  if (changed.length > RULES_PER_REBUILD)
    return [
      {
        type: 'schools.bulk_changed',
        payload: { reason: `fee rules changed: ${changed.map((rule) => rule.ruleId).join(', ')}` },
      },
    ];
  return changed.map((rule) => ({ type: 'fee_rules.changed' as const, payload: rule }));
}

/**
 * `npm start` on a database that already has its registry: the reference data
 * of this release and its published price lists, in one transaction with the
 * events of what changed. A second run writes nothing.
 */
export async function syncReferenceData(
  sql: Sql,
  dataDir: URL = DEFAULT_DATA_DIR,
): Promise<ReferenceDataCounts & { changedRules: string[]; publishedFeesChanged: number[] }> {
  return sql.begin(async (tx) => {
    const { counts, changedRules } = await loadReferenceData(tx, dataDir);
    await emitEvents(tx, ruleEvents(changedRules));
    // this release's published price lists (the same step as an import: admin changes kept)
    const published = await loadPublishedFees(tx, dataDir);
    await emitEvents(
      tx,
      published.changedSchoolIds.map((schoolId) => ({
        type: 'costs.changed' as const,
        payload: { schoolId },
      })),
    );
    return {
      ...counts,
      changedRules: changedRules.map((rule) => rule.ruleId),
      publishedFeesChanged: published.changedSchoolIds,
    };
  });
}
