import type { KeyItem } from '@core/fee-knowledge';
import { formatRupiah } from '@core/format';
import { FeeTotal } from '@web/components/fee-total';
import { elementTiming } from '@web/lib/element-timing';

/**
 * One fee line; '-' when the amount is missing (SPEC §2 listing card), the
 * `unknown` words when the school's fees leave the item out ('SPP tidak
 * dicantumkan', never Rp 0), and a total marked as a minimum when `minimumOf`
 * names items nobody stated.
 */
export function FeeRow({
  label,
  amount,
  strong = false,
  unknown,
  minimumOf,
}: {
  label: string;
  amount: number | null | undefined;
  strong?: boolean;
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
          <FeeTotal amount={amount} unknownItems={minimumOf} />
        ) : (
          formatRupiah(amount)
        )}
      </dd>
    </div>
  );
}
