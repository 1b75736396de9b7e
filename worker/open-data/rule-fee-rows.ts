import { resolveYearFacts } from '@core/fee-facts';
import { FEE_YEAR } from '@core/fees';
import type { Sql } from '@db/client';
import { activeFeeRules } from '@db/queries/fee-rules';
import { ruleFactSchoolsCursor, type PublicFeeRow } from '@db/queries/open-data';

/**
 * The public file's rows of the fees rules fix (issue 20): for every school a
 * rule applies to, the fee year's items it states nothing about that a rule
 * fixes at Rp0, as source 'regulation' with the rule's name as the document.
 */
export async function* ruleFeeRows(sql: Sql, batchSize: number): AsyncGenerator<PublicFeeRow> {
  const rules = await activeFeeRules(sql);
  for await (const batch of ruleFactSchoolsCursor(sql, FEE_YEAR, batchSize)) {
    for (const school of batch) {
      const own = school.items.map((item) => ({ ...item, label: item.label ?? '' }));
      const facts = resolveYearFacts(
        own,
        school.ruleIds.flatMap((id) => rules.get(id) ?? []),
        { year: FEE_YEAR, status: school.status },
      );
      for (const line of facts.ruleLines) {
        const rule = rules.get(line.rule.id)!;
        yield {
          schoolId: school.schoolId,
          npsn: school.npsn,
          schoolName: school.schoolName,
          educationLevel: school.educationLevel,
          cityName: school.cityName,
          provinceName: school.provinceName,
          year: FEE_YEAR,
          item: line.label,
          categoryCode: line.categoryCode,
          notes: null,
          amount: 0,
          frequency: line.frequency,
          source: 'regulation',
          sourceDocument: `Aturan: ${rule.title}`,
          updatedAt: rule.updatedAt,
          ruleId: rule.id,
        };
      }
    }
  }
}
