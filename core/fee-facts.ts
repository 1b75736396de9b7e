// A school's fee facts for one academic year (issue 20, DESIGN §7): its own
// lines (admin, contribution, published) first; for an item it states nothing
// about, the line of a rule that fixes that item, with provenance 'regulation';
// rules that leave fees open become explanations beside the unknown fee. What
// no line and no rule names stays unknown, never zero.
import type { Frequency } from './fees';
import type { SchoolStatus } from './levels';
import {
  compareRules,
  fixesFees,
  inForceDuring,
  RULE_ITEM_LINES,
  RULE_ITEMS,
  ruleItemOfLine,
  type FeeRule,
  type RuleItem,
} from './fee-rules';
import { conflictText, ruleExplanation, VOLUNTARY_DONATION_NOTE } from './fee-rule-texts';

/** A school's own line as the resolution reads it. */
export interface StatedLine {
  amount: number | string;
  frequency: Frequency;
  categoryCode: string | null;
  label: string;
  /** provenance kind ('admin', 'sample' …); a year of sample lines gets no rule lines */
  source?: string;
}

/** A fee fixed by a rule: Rp0 for the item it names. */
export interface RuleLine {
  amount: 0;
  frequency: Frequency;
  categoryCode: string;
  /** variants share a key (core/fees countedItems); a rule's item is one fee */
  categoryKey: string;
  label: string;
  notes: null;
  source: 'regulation';
  item: RuleItem;
  rule: FeeRule;
}

/** What a rule says beside a fee it does not fix. */
interface RuleNote {
  ruleId: string;
  items: RuleItem[];
  text: string;
  rule: FeeRule;
}

/** A school's own line that a no-fee rule contradicts: shown with the rule beside it. */
interface RuleConflict {
  item: RuleItem;
  /** index of the line in `own` */
  lineIndex: number;
  text: string;
  rule: FeeRule;
}

export interface YearFacts<L> {
  own: L[];
  ruleLines: RuleLine[];
  notes: RuleNote[];
  conflicts: RuleConflict[];
}

/** What is known of a school's fees: its own lines, a rule's, or nothing. */
export type FeeBasis = 'own' | 'rule' | 'none';

function ruleLineOf(item: RuleItem, rule: FeeRule): RuleLine {
  const shape = RULE_ITEM_LINES[item];
  return {
    amount: 0,
    frequency: shape.frequency,
    categoryCode: shape.categoryCode,
    categoryKey: `code:${shape.categoryCode}`,
    label: shape.label,
    notes: null,
    source: 'regulation',
    item,
    rule,
  };
}

const amountOf = (value: number | string) => {
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : 0;
};

/**
 * The facts of one school year: `rules` are those that apply to the school
 * (db/queries/fee-rules.ts matched them); the ones in force during `year` speak.
 */
export function resolveYearFacts<L extends StatedLine>(
  own: readonly L[],
  rules: readonly FeeRule[],
  context: { year: string; status: SchoolStatus | null },
): YearFacts<L> {
  const inForce = rules.filter((rule) => inForceDuring(rule, context.year));
  const stated = new Map<RuleItem, number[]>();
  own.forEach((line, index) => {
    const item = ruleItemOfLine(line);
    if (item) stated.set(item, [...(stated.get(item) ?? []), index]);
  });

  // demo fees are never mixed with real facts (DESIGN §7): rules explain, but add no lines
  const sampleYear = own.length > 0 && own.every((line) => line.source === 'sample');
  const fixing = sampleYear
    ? []
    : inForce.filter((rule) => fixesFees(rule, context.status)).sort(compareRules);
  const fixed = new Map<RuleItem, FeeRule>();
  const ruleLines: RuleLine[] = [];
  const conflicts: RuleConflict[] = [];
  for (const rule of fixing) {
    for (const item of rule.items) {
      if (fixed.has(item)) continue;
      fixed.set(item, rule);
      const lines = stated.get(item);
      if (!lines) {
        ruleLines.push(ruleLineOf(item, rule));
        continue;
      }
      for (const lineIndex of lines) {
        if (amountOf(own[lineIndex]!.amount) > 0)
          conflicts.push({ item, lineIndex, text: conflictText(item, rule), rule });
      }
    }
  }

  const notes: RuleNote[] = [];
  const add = (note: RuleNote) => {
    if (!notes.some((other) => other.text === note.text)) notes.push(note);
  };
  const speaksOfUnknown = (rule: FeeRule) =>
    rule.items.length === 0 || rule.items.some((item) => !stated.has(item) && !fixed.has(item));
  for (const rule of inForce) {
    if (fixing.includes(rule)) continue;
    if (speaksOfUnknown(rule))
      add({ ruleId: rule.id, items: rule.items, text: ruleExplanation(rule), rule });
  }
  const noFee = fixing.find(
    (rule) => rule.kind === 'no_fee' && ruleLines.some((l) => l.rule === rule),
  );
  if (noFee && !stated.has('komite') && !fixed.has('komite'))
    add({ ruleId: noFee.id, items: ['komite'], text: VOLUNTARY_DONATION_NOTE, rule: noFee });

  // explanations of the main fees first (SPP, entry fees), general ones last
  const rank = (note: RuleNote) =>
    Math.min(...note.items.map((item) => RULE_ITEMS.indexOf(item)), RULE_ITEMS.length);
  notes.sort((a, b) => rank(a) - rank(b));
  return { own: [...own], ruleLines, notes, conflicts };
}

/** Own lines, then the rules' lines: what totals, summaries and tables read. */
export function factLines<L extends StatedLine>(facts: YearFacts<L>): (L | RuleLine)[] {
  return [...facts.own, ...facts.ruleLines];
}

/** Whether any rule fixes a fee of this school during `year` (the year then has facts). */
export function rulesFixFees(
  rules: readonly FeeRule[],
  context: { year: string; status: SchoolStatus | null },
): boolean {
  return rules.some((rule) => inForceDuring(rule, context.year) && fixesFees(rule, context.status));
}

/** A school's fee basis from what its fee year holds. */
export function feeBasis(ownLines: number, ruleLines: number): FeeBasis {
  if (ownLines > 0) return 'own';
  return ruleLines > 0 ? 'rule' : 'none';
}
