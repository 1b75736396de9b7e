// Site admins' changes to fee rules (issue 20). The service writes the audit
// log and the fee_rules.changed event in the same transaction.
import { formsOfLevels } from '@core/fee-rules';
import type { FeeRuleInput } from '@core/contracts/fee-rules';
import type { Tx } from '../client';

function columns(tx: Tx, rule: FeeRuleInput, actorId: number) {
  return {
    scope: rule.scope,
    province_code: rule.provinceCode,
    levels: tx.array(rule.levels),
    forms: tx.array(formsOfLevels(rule.levels)),
    status: rule.status,
    kind: rule.kind,
    items: tx.array(rule.items),
    amount: rule.amount,
    amount_kind: rule.amountKind,
    title: rule.title,
    instrument: rule.instrument,
    effective_from: rule.effectiveFrom,
    // the admin's date is exact
    effective_text: null,
    evidence: rule.evidence,
    sources: rule.sources,
    note: rule.note,
    explanation: rule.explanation,
    origin: 'admin',
    updated_by: actorId,
  };
}

/** A new rule with the next free 'A<n>' id; returns the id. */
export async function insertFeeRule(tx: Tx, rule: FeeRuleInput, actorId: number): Promise<string> {
  await tx`LOCK TABLE fee_rules IN SHARE ROW EXCLUSIVE MODE`;
  const [row] = await tx<{ next: number }[]>`
    SELECT coalesce(max(substring(id FROM 2)::int) FILTER (WHERE id ~ '^A[0-9]{1,9}$'), 0) + 1 AS next
    FROM fee_rules`;
  const id = `A${row!.next}`;
  await tx`INSERT INTO fee_rules ${tx({ id, ...columns(tx, rule, actorId) } as never)}`;
  return id;
}

/** Replaces a rule's facts; it is an admin's rule from now on (a re-import leaves it alone). */
export async function updateFeeRule(
  tx: Tx,
  id: string,
  rule: FeeRuleInput,
  actorId: number,
): Promise<boolean> {
  const result = await tx`
    UPDATE fee_rules SET ${tx(columns(tx, rule, actorId) as never)}, updated_at = now()
    WHERE id = ${id}`;
  return result.count > 0;
}

/** Retires a rule (it stops applying) or brings it back; false when nothing changed. */
export async function setFeeRuleRetired(
  tx: Tx,
  id: string,
  retired: boolean,
  actorId: number,
): Promise<boolean> {
  const result = await tx`
    UPDATE fee_rules
    SET retired_at = CASE WHEN ${retired} THEN now() END, updated_at = now(),
        updated_by = ${actorId}, origin = 'admin'
    WHERE id = ${id} AND (retired_at IS NOT NULL) <> ${retired}`;
  return result.count > 0;
}
