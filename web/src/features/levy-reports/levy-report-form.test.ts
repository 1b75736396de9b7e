import { describe, expect, it } from 'vitest';
import type { SchoolFeeRules } from '@core/contracts/fee-facts';
import { LEVY_AMOUNT_INVALID, LEVY_ITEM_REQUIRED } from '@core/contracts/levy-reports';
import { levyChoices } from './levy-choices';
import { checkLevyReport, EMPTY_LEVY_REPORT } from './levy-report-form';

const ref = (id: string, title: string) =>
  ({ id, title }) as SchoolFeeRules['rules'][number]['rule'];

describe('levyChoices', () => {
  it('offers each item a rule fixes at Rp0 once, with the rule, and nothing for explaining rules', () => {
    const rules: SchoolFeeRules = {
      schoolId: 1,
      rules: [
        {
          rule: ref('R01', 'Permendikbud 44/2012 Pasal 9(1)'),
          fixes: ['spp', 'uang_pangkal'],
          explanation: null,
        },
        { rule: ref('R09', 'Pergub'), fixes: ['spp'], explanation: null },
        { rule: ref('R10', 'Komite'), fixes: [], explanation: 'Iuran komite dapat dikenakan' },
      ],
    };
    expect(levyChoices(rules).map((c) => [c.value, c.label])).toEqual([
      ['R01:spp', 'SPP (Aturan: Permendikbud 44/2012 Pasal 9(1))'],
      ['R01:uang_pangkal', 'Uang Pangkal (Aturan: Permendikbud 44/2012 Pasal 9(1))'],
    ]);
    expect(levyChoices(undefined)).toEqual([]);
  });
});

describe('checkLevyReport', () => {
  it('names a missing choice, a bad amount and a short description', () => {
    const check = checkLevyReport({ ...EMPTY_LEVY_REPORT, amount: '12,5', description: 'x' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({
      choice: LEVY_ITEM_REQUIRED,
      amount: LEVY_AMOUNT_INVALID,
      description: 'Ceritakan pungutannya, minimal 10 karakter',
    });
  });

  it('reads "Rp 150.000" as 150000 and leaves name and contact out when empty', () => {
    const check = checkLevyReport({
      ...EMPTY_LEVY_REPORT,
      choice: 'R01:spp',
      amount: 'Rp 150.000',
      description: 'Diminta SPP setiap bulan.',
    });
    expect(check).toEqual({
      ok: true,
      payload: {
        ruleId: 'R01',
        item: 'spp',
        amount: 150_000,
        reporterName: null,
        contact: null,
        description: 'Diminta SPP setiap bulan.',
      },
    });
  });
});
