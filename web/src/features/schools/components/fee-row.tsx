import type { FeeEntry } from '@core/contracts/schools';
import type { KeyItem } from '@core/fee-knowledge';
import { formatRupiah } from '@core/format';
import { RULE_MARK } from '@core/fee-rule-texts';
import { FeeTotal } from '@web/components/fee-total';
import { elementTiming } from '@web/lib/element-timing';

/** The rule's label when an entry is a fee a rule fixes ('Aturan: Permendikbud 44/2012 …'). */
export function ruleLabelOf(entry: FeeEntry | null | undefined): string | null {
  return entry?.source?.kind === 'regulation' ? (entry.source.label ?? 'Aturan') : null;
}

/**
 * One fee line; '-' when the amount is missing (SPEC §2 listing card). A fee a
 * rule fixes reads 'Rp 0 · aturan', the rule named in its title; the `unknown`
 * words show when the school's fees leave the item out ('SPP tidak
 * dicantumkan', never Rp 0), and a total is marked as a minimum when
 * `minimumOf` names items nobody stated.
 */
export function FeeRow({
  label,
  amount,
  strong = false,
  ruleLabel = null,
  unknown,
  minimumOf,
}: {
  label: string;
  amount: number | null | undefined;
  strong?: boolean;
  /** the amount comes from a fee rule, not from the school */
  ruleLabel?: string | null;
  unknown?: string | null;
  minimumOf?: readonly KeyItem[];
}) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-700'}>{label}</dt>
      <dd
        className={
          strong ? 'text-right font-bold text-brand-700' : 'text-right font-medium text-slate-900'
        }
        {...elementTiming('fee')}
      >
        {unknown ? (
          <span className="font-normal text-slate-600 italic">{unknown}</span>
        ) : typeof amount !== 'number' ? (
          '-'
        ) : minimumOf ? (
          <FeeTotal amount={amount} unknownItems={minimumOf} inline />
        ) : (
          formatRupiah(amount)
        )}
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
