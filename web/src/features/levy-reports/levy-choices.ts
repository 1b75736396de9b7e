// The choices of the levy-report button: which fees a rule fixes at Rp0 for
// this school. Kept apart from the form's checks (levy-report-form), which
// bring zod: the school page runs this on first load, the checks only when a
// parent sends a report.
import type { SchoolFeeRules } from '@core/contracts/fee-facts';
import { RULE_ITEM_LINES, type RuleItem } from '@core/fee-rules';

/** One choice per item a rule fixes at Rp0 for this school: 'SPP (Aturan: …)'. */
export interface LevyChoice {
  value: string;
  ruleId: string;
  item: RuleItem;
  label: string;
}

export function levyChoices(rules: SchoolFeeRules | undefined): LevyChoice[] {
  const seen = new Set<RuleItem>();
  const choices: LevyChoice[] = [];
  for (const { rule, fixes } of rules?.rules ?? []) {
    for (const item of fixes) {
      // one choice per item: the first rule (national before provincial) names it
      if (seen.has(item)) continue;
      seen.add(item);
      choices.push({
        value: `${rule.id}:${item}`,
        ruleId: rule.id,
        item,
        label: `${RULE_ITEM_LINES[item].label} (Aturan: ${rule.title})`,
      });
    }
  }
  return choices;
}
