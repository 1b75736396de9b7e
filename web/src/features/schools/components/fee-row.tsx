import type { FeeEntry } from '@core/contracts/schools';
import { formatRupiah } from '@core/format';
import { RULE_MARK } from '@core/fee-rule-texts';
import { elementTiming } from '@web/lib/element-timing';

/** The rule's label when an entry is a fee a rule fixes ('Aturan: Permendikbud 44/2012 …'). */
export function ruleLabelOf(entry: FeeEntry | null | undefined): string | null {
  return entry?.source?.kind === 'regulation' ? (entry.source.label ?? 'Aturan') : null;
}

/**
 * One fee line; '-' when the amount is missing (SPEC §2 listing card). A fee a
 * rule fixes reads 'Rp 0 · aturan', the rule named in its title.
 */
export function FeeRow({
  label,
  amount,
  strong = false,
  ruleLabel = null,
}: {
  label: string;
  amount: number | null | undefined;
  strong?: boolean;
  /** the amount comes from a fee rule, not from the school */
  ruleLabel?: string | null;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-700'}>{label}</dt>
      <dd
        className={strong ? 'font-bold text-brand-700' : 'font-medium text-slate-900'}
        {...elementTiming('fee')}
      >
        {typeof amount === 'number' ? formatRupiah(amount) : '-'}
        {ruleLabel && typeof amount === 'number' && (
          <span className="ml-1 text-xs font-normal text-slate-600" title={ruleLabel}>
            · {RULE_MARK}
            <span className="sr-only"> ({ruleLabel})</span>
          </span>
        )}
      </dd>
    </div>
  );
}
