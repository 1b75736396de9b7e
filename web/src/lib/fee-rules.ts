// The fee rules that apply to a school (issue 20), for admin forms that warn
// before publishing a fee a no-fee rule contradicts.
import type { SchoolFeeRules } from '@core/contracts/fee-facts';
import { inForceDuring, itemsText, ruleItemOfLine, type RuleItem } from '@core/fee-rules';
import type { Frequency } from '@core/fees';

export interface DraftLine {
  /** the line's label in the form ('Baris biaya 2') */
  name: string;
  categoryCode: string | null;
  categoryName: string;
  frequency: Frequency;
  amount: number | null;
}

/**
 * The sentences warning that a line would contradict a rule fixing its item
 * at Rp0 for this school in that year: 'Baris biaya 1 (SPP, Rp 150.000)
 * bertentangan dengan Permendikbud 44/2012 Pasal 9(1), yang menetapkan SPP Rp 0 …'.
 */
export function ruleWarnings(
  rules: SchoolFeeRules | undefined,
  year: string | undefined,
  lines: readonly DraftLine[],
  format: (amount: number) => string,
): string[] {
  if (!rules || !year) return [];
  const fixed = new Map<RuleItem, string>();
  for (const { rule, fixes } of rules.rules) {
    if (!inForceDuring(rule, year)) continue;
    for (const item of fixes) if (!fixed.has(item)) fixed.set(item, rule.title);
  }
  const warnings: string[] = [];
  for (const line of lines) {
    if (line.amount === null || line.amount <= 0) continue;
    const item = ruleItemOfLine({
      categoryCode: line.categoryCode,
      label: line.categoryName,
      frequency: line.frequency,
    });
    const title = item && fixed.get(item);
    if (!item || !title) continue;
    warnings.push(
      `${line.name} (${line.categoryName}, ${format(line.amount)}) bertentangan dengan ${title}, yang menetapkan ${itemsText([item])} Rp 0 untuk sekolah ini.`,
    );
  }
  return warnings;
}
