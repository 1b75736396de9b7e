import type { AdminFeeRule, FeeRuleInput } from '@core/contracts/fee-rules';
import { ruleSummary } from '@core/fee-rule-texts';
import type { Sql, Tx } from '@db/client';
import { recordAudit } from '@db/queries/audit-log';
import {
  findFeeRule,
  listFeeRules,
  ruleClassOf,
  schoolsPerRule,
  type FeeRuleRow,
} from '@db/queries/fee-rules';
import { insertFeeRule, setFeeRuleRetired, updateFeeRule } from '@db/queries/fee-rules-write';
import { emitEvent } from '@db/outbox';
import { notFound } from '../../http/errors';

const FEE_RULE_NOT_FOUND = 'Aturan tidak ditemukan';

function toAdminRule(row: FeeRuleRow, schools: number): AdminFeeRule {
  return {
    id: row.id,
    scope: row.scope,
    provinceCode: row.provinceCode,
    provinceName: row.provinceName,
    levels: row.levels,
    status: row.status,
    kind: row.kind,
    items: row.items,
    amount: row.amount,
    amountKind: row.amountKind,
    title: row.title,
    instrument: row.instrument,
    effectiveFrom: row.effectiveFrom,
    effectiveText: row.effectiveText,
    evidence: row.evidence,
    sources: row.sources,
    note: row.note,
    explanation: row.explanation,
    origin: row.origin,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    listedSchools: row.listedSchools,
    schools: row.retiredAt ? 0 : schools,
    summary: ruleSummary(row),
  };
}

/**
 * Fee rules in the admin area (issue 20): site admins list, add, edit and
 * retire them. Each change is audited and emitted as `fee_rules.changed`, with
 * the schools the rule covered before, in the change's own transaction: the
 * worker then updates every projection of every school concerned.
 */
export class FeeRulesAdminService {
  constructor(private readonly sql: Sql) {}

  async list(): Promise<AdminFeeRule[]> {
    const [rows, counts] = await Promise.all([listFeeRules(this.sql), schoolsPerRule(this.sql)]);
    return rows.map((row) => toAdminRule(row, counts.get(row.id) ?? 0));
  }

  async create(actorId: number, input: FeeRuleInput): Promise<AdminFeeRule> {
    const id = await this.sql.begin(async (tx) => {
      const id = await insertFeeRule(tx, input, actorId);
      await this.changed(
        tx,
        actorId,
        id,
        null,
        'fee_rule.created',
        `Menambah aturan biaya ${id}: ${input.title}`,
      );
      return id;
    });
    return this.one(id);
  }

  async update(actorId: number, id: string, input: FeeRuleInput): Promise<AdminFeeRule> {
    await this.sql.begin(async (tx) => {
      await tx`SELECT 1 FROM fee_rules WHERE id = ${id} FOR UPDATE`;
      const before = await ruleClassOf(tx, id);
      const previous = await findFeeRule(tx, id);
      if (!previous || !(await updateFeeRule(tx, id, input, actorId)))
        throw notFound(FEE_RULE_NOT_FOUND);
      await this.changed(
        tx,
        actorId,
        id,
        before,
        'fee_rule.updated',
        `Mengubah aturan biaya ${id}: ${input.title}`,
        {
          before: previous,
          after: input,
        },
      );
    });
    return this.one(id);
  }

  /** Retires a rule (it stops applying to schools), or restores it. Idempotent. */
  async setRetired(actorId: number, id: string, retired: boolean): Promise<AdminFeeRule> {
    await this.sql.begin(async (tx) => {
      await tx`SELECT 1 FROM fee_rules WHERE id = ${id} FOR UPDATE`;
      const rule = await findFeeRule(tx, id);
      if (!rule) throw notFound(FEE_RULE_NOT_FOUND);
      const before = await ruleClassOf(tx, id);
      if (!(await setFeeRuleRetired(tx, id, retired, actorId))) return;
      await this.changed(
        tx,
        actorId,
        id,
        before,
        retired ? 'fee_rule.retired' : 'fee_rule.restored',
        `${retired ? 'Menghentikan' : 'Memberlakukan lagi'} aturan biaya ${id}: ${rule.title}`,
      );
    });
    return this.one(id);
  }

  private async changed(
    tx: Tx,
    actorId: number,
    ruleId: string,
    before: Awaited<ReturnType<typeof ruleClassOf>>,
    action: 'fee_rule.created' | 'fee_rule.updated' | 'fee_rule.retired' | 'fee_rule.restored',
    summary: string,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    await recordAudit(tx, { actorId, action, entityId: ruleId, summary, details });
    await emitEvent(tx, { type: 'fee_rules.changed', payload: { ruleId, before } });
  }

  private async one(id: string): Promise<AdminFeeRule> {
    const rule = await findFeeRule(this.sql, id);
    if (!rule) throw notFound(FEE_RULE_NOT_FOUND);
    const counts = await schoolsPerRule(this.sql);
    return toAdminRule(rule, counts.get(id) ?? 0);
  }
}
