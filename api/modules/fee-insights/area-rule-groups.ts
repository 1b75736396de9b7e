import type { AreaRuleGroup } from '@core/contracts/insights';
import { resolveYearFacts } from '@core/fee-facts';
import { ruleApplies } from '@core/fee-rules';
import { FEE_YEAR } from '@core/fees';
import { EDUCATION_LEVELS, type EducationLevel } from '@core/levels';
import type { Sql } from '@db/client';
import { classesWithoutOwnFees } from '@db/queries/area-rule-classes';
import { activeFeeRules } from '@db/queries/fee-rules';

/**
 * What rules fix for a city's schools without fees of their own (issue 20):
 * per registry form and status, the items fixed at Rp0 and their rules. A hub
 * in production keeps a fee table from these facts; they are never mixed into
 * the medians of schools' own fees. Programmes (rules naming their schools)
 * are left out: they speak of single schools, not of a class.
 */
export async function ruleGroupsOfCity(
  sql: Sql,
  cityCode: string,
  level: EducationLevel | undefined,
): Promise<AreaRuleGroup[]> {
  const [classes, rules] = await Promise.all([
    classesWithoutOwnFees(sql, cityCode, level),
    activeFeeRules(sql),
  ]);
  const general = [...rules.values()].filter((rule) => rule.listedSchools === 0);
  const groups: AreaRuleGroup[] = [];
  for (const cls of classes) {
    const school = { ...cls, npsn: null };
    const applying = general.filter((rule) => ruleApplies(rule, school));
    const { ruleLines } = resolveYearFacts([], applying, { year: FEE_YEAR, status: cls.status });
    if (ruleLines.length === 0) continue;
    groups.push({
      educationLevel: cls.educationLevel,
      form: cls.form,
      status: cls.status,
      schools: cls.schools,
      lines: ruleLines.map((line) => ({
        item: line.item,
        label: line.label,
        rule: { id: line.rule.id, title: line.rule.title },
      })),
    });
  }
  return groups.sort(
    (a, b) =>
      EDUCATION_LEVELS.indexOf(a.educationLevel) - EDUCATION_LEVELS.indexOf(b.educationLevel) ||
      (a.status === 'public' ? -1 : 1) - (b.status === 'public' ? -1 : 1) ||
      b.schools - a.schools,
  );
}
