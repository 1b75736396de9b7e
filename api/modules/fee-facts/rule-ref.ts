import type { RuleRef } from '@core/contracts/fee-rules';
import type { FeeSource } from '@core/contracts/schools';
import { EVIDENCE_LABELS, effectiveLabel, ruleSources } from '@core/fee-rule-texts';
import type { FeeRule } from '@core/fee-rules';
import { sourceLabel } from '@core/provenance';

/** A rule as parents see it beside a fee: name, instrument, evidence, sources, date. */
export function ruleRef(rule: FeeRule & { provinceName?: string | null }): RuleRef {
  return {
    id: rule.id,
    title: rule.title,
    instrument: rule.instrument,
    kind: rule.kind,
    scope: rule.scope,
    provinceName: rule.provinceName ?? null,
    evidence: rule.evidence,
    evidenceLabel: EVIDENCE_LABELS[rule.evidence],
    effectiveFrom: rule.effectiveFrom,
    effectiveLabel: effectiveLabel(rule),
    sources: ruleSources(rule.sources),
  };
}

/** The provenance of a fee a rule fixes: 'Aturan: Permendikbud 44/2012 Pasal 9(1)'. */
export function regulationSource(rule: FeeRule & { provinceName?: string | null }): FeeSource {
  return {
    kind: 'regulation',
    label: sourceLabel({ kind: 'regulation', ruleTitle: rule.title }),
    verifiedAt: null,
    document: { label: rule.instrument, url: null },
    contributor: null,
    rule: ruleRef(rule),
  };
}
