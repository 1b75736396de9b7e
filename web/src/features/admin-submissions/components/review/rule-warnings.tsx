import { useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import type { AcademicYear } from '@core/contracts/schools';
import type { GlobalCostCategory } from '@core/contracts/admin-costs';
import { formatRupiah } from '@core/format';
import { parseRupiah } from '@core/rupiah';
import { ruleWarnings } from '@web/lib/fee-rules';
import { schoolFeeRulesQuery } from '@web/lib/fee-rules-query';
import { NEW_CATEGORY, type ReviewValues } from './review-values';

/** The draft's lines that contradict a no-fee rule of the chosen school (issue 20). */
export function useRuleWarnings(
  control: Control<ReviewValues, unknown, unknown>,
  globals: readonly GlobalCostCategory[],
  years: readonly AcademicYear[],
): string[] {
  const [school, academicYearId, lines] = useWatch({
    control,
    name: ['school', 'academicYearId', 'lines'],
  });
  const rules = useQuery(schoolFeeRulesQuery(school?.id));
  const year = years.find((option) => String(option.id) === academicYearId)?.year;
  return ruleWarnings(
    rules.data,
    year,
    (lines ?? []).map((line, index) => {
      const global = line.category.startsWith('g:')
        ? globals.find((option) => `g:${option.id}` === line.category)
        : undefined;
      const amount = line.amount ? parseRupiah(line.amount) : null;
      return {
        name: `Baris biaya ${index + 1}`,
        categoryCode: global?.code ?? null,
        categoryName:
          global?.name ??
          (line.category === NEW_CATEGORY ? line.newCategory : line.category.slice(2)),
        frequency: line.frequency,
        amount: amount?.ok ? amount.value : null,
      };
    }),
    formatRupiah,
  );
}

/**
 * Before publishing a fee that a rule fixes at Rp0 for this school, the
 * reviewer is told so and confirms that the document really says it: the
 * line is then shown on the school page with the rule beside it.
 */
export function RuleWarnings({
  warnings,
  confirmed,
  onConfirm,
}: {
  warnings: readonly string[];
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
}) {
  const id = useId();
  if (warnings.length === 0) return null;
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <TriangleAlert className="size-4" aria-hidden="true" />
        Bertentangan dengan aturan biaya
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
      <label htmlFor={id} className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          checked={confirmed}
          onChange={(event) => onConfirm(event.target.checked)}
        />
        Saya sudah memeriksa dokumennya: sekolah memang mencantumkan biaya ini. Biaya akan tampil
        dengan aturannya di sampingnya.
      </label>
    </div>
  );
}
