import type { FeeFactLine, FeeFacts, SchoolFeeRules } from '@core/contracts/fee-facts';
import { ruleExplanation } from '@core/fee-rule-texts';
import { fixesFees } from '@core/fee-rules';
import { feeBasis, resolveYearFacts } from '@core/fee-facts';
import { FEE_YEAR } from '@core/fees';
import { SCHOOL_NOT_FOUND } from '@core/messages';
import type { Sql } from '@db/client';
import { findAcademicYear } from '@db/queries/cost-catalog';
import { listCostItems, type CostItemRow } from '@db/queries/cost-items';
import { globalCategoriesByCode, schoolStatusOf } from '@db/queries/fee-facts';
import { rulesOfSchools } from '@db/queries/fee-rules';
import { notFound } from '../../http/errors';
import { feeSource } from '../cost-items/cost-items.service';
import { feeFactYears } from './fee-years';
import { regulationSource, ruleRef } from './rule-ref';

const YEAR_NOT_FOUND = 'Tahun ajaran tidak ditemukan';

function ownLine(row: CostItemRow): FeeFactLine {
  const category = row.schoolCategory ?? row.globalCategory;
  return {
    id: row.id,
    key: `item:${row.id}`,
    name: category?.name ?? 'Biaya lain',
    description: category?.description ?? null,
    categoryCode: row.globalCategory?.code ?? null,
    schoolSpecific: row.schoolCategory !== null,
    amount: row.amount,
    frequency: row.frequency,
    notes: row.notes?.trim() || null,
    source: feeSource(row),
    conflict: null,
    yearOfStudy: row.yearOfStudy,
  };
}

/**
 * A school's fee facts for one academic year (issue 20, DESIGN §7): its own
 * cost items first, then the fees the rules that apply to it fix for items it
 * states nothing about, and what rules that fix nothing say beside them. Read
 * from PostgreSQL per request, like the cost items: one school, a few rows.
 */
export class FeeFactsService {
  constructor(private readonly sql: Sql) {}

  async forSchool(schoolId: number, academicYearId?: number): Promise<FeeFacts> {
    const [school, rulesBySchool] = await Promise.all([
      schoolStatusOf(this.sql, schoolId),
      rulesOfSchools(this.sql, [schoolId]),
    ]);
    if (!school) throw notFound(SCHOOL_NOT_FOUND);
    const rules = rulesBySchool.get(schoolId) ?? [];
    const years = await feeFactYears(this.sql, schoolId, rules, school.status);
    const chosen =
      academicYearId === undefined
        ? years[0]
        : (years.find((year) => year.id === academicYearId) ??
          (await findAcademicYear(this.sql, academicYearId)));
    if (academicYearId !== undefined && !chosen) throw notFound(YEAR_NOT_FOUND);
    const year = chosen?.year ?? FEE_YEAR;

    const [rows, categories] = await Promise.all([
      chosen ? listCostItems(this.sql, schoolId, chosen.id) : Promise.resolve([]),
      globalCategoriesByCode(this.sql),
    ]);
    const own = rows.map(ownLine);
    const facts = resolveYearFacts(
      own.map((line) => ({ ...line, label: line.name, source: line.source.kind })),
      rules,
      { year, status: school.status },
    );
    for (const conflict of facts.conflicts)
      own[conflict.lineIndex]!.conflict = { text: conflict.text, rule: ruleRef(conflict.rule) };
    const ruleLines: FeeFactLine[] = facts.ruleLines.map((line) => {
      const category = categories.get(line.categoryCode);
      return {
        id: null,
        key: `rule:${line.rule.id}:${line.item}`,
        name: category?.name ?? line.label,
        description: category?.description ?? null,
        categoryCode: line.categoryCode,
        schoolSpecific: false,
        amount: 0,
        frequency: line.frequency,
        notes: null,
        source: regulationSource(line.rule),
        conflict: null,
      };
    });
    return {
      schoolId,
      academicYearId: chosen?.id ?? null,
      year,
      basis: feeBasis(own.length, ruleLines.length),
      lines: [...own, ...ruleLines],
      notes: facts.notes.map((note) => ({
        items: note.items,
        text: note.text,
        rule: ruleRef(note.rule),
      })),
    };
  }

  /** The rules that apply to a school: what each fixes for it, or what it explains. */
  async rulesOf(schoolId: number): Promise<SchoolFeeRules> {
    const [school, rulesBySchool] = await Promise.all([
      schoolStatusOf(this.sql, schoolId),
      rulesOfSchools(this.sql, [schoolId]),
    ]);
    if (!school) throw notFound(SCHOOL_NOT_FOUND);
    return {
      schoolId,
      rules: (rulesBySchool.get(schoolId) ?? []).map((rule) => {
        const fixes = fixesFees(rule, school.status);
        return {
          rule: ruleRef(rule),
          fixes: fixes ? rule.items : [],
          explanation: fixes ? null : ruleExplanation(rule),
        };
      }),
    };
  }
}
