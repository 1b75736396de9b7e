// What is known of schools' fees (issue 20 item 6): their own lines, a rule's,
// or nothing. Pure: the worker's coverage projection and its tests share it.
import { rulesFixFees, type FeeBasis } from './fee-facts';
import { ruleApplies, type FeeRule } from './fee-rules';
import { FEE_YEAR } from './fees';
import type { SchoolStatus } from './levels';

/** Schools alike for the rules: one province, registry form and status. */
export interface SchoolClass {
  provinceCode: string;
  form: string;
  status: SchoolStatus | null;
}

/**
 * What is known of a school's fees: its own (real) lines; else the fee year's
 * lines of a rule that fixes some of its fees; else nothing. A rule that lists
 * its schools (a programme) is left out here: it fixes no fee of the file's.
 */
export function feeBasisOf(
  rules: readonly (FeeRule & { listedSchools?: number })[],
  school: SchoolClass,
  hasOwnFees: boolean,
): FeeBasis {
  if (hasOwnFees) return 'own';
  const applying = rules.filter(
    (rule) => !rule.listedSchools && ruleApplies(rule, { ...school, npsn: null }),
  );
  return rulesFixFees(applying, { year: FEE_YEAR, status: school.status }) ? 'rule' : 'none';
}
