import { listItems, MINIMUM_WORDS, type KeyItem } from '@core/fee-knowledge';
import { formatRupiah } from '@core/format';
import { cn } from '@web/lib/cn';

/**
 * A total as every surface shows it: the amount, and 'paling sedikit' before
 * it when the year leaves out an item nobody stated (the title names them).
 * A total over partly unknown items is never shown as a plain sum.
 */
export function FeeTotal({
  amount,
  unknownItems,
  align = 'end',
  className,
}: {
  amount: number;
  align?: 'start' | 'end';
  /** key items nobody stated; absent in documents indexed before it existed */
  unknownItems?: readonly KeyItem[];
  className?: string;
}) {
  const missing = unknownItems ?? [];
  if (missing.length === 0) return <span className={className}>{formatRupiah(amount)}</span>;
  return (
    <span
      className={cn(
        'inline-flex flex-col leading-tight',
        align === 'end' ? 'items-end' : 'items-start',
        className,
      )}
      title={`Belum termasuk ${listItems(missing)}`}
    >
      <span className="text-xs font-medium text-amber-800">{MINIMUM_WORDS}</span>
      <span className="whitespace-nowrap">{formatRupiah(amount)}</span>
    </span>
  );
}

/** Where a school's own price list leaves SPP out: never '-' or Rp 0. */
export const SPP_NOT_LISTED = 'SPP tidak dicantumkan';

/** A year's SPP is unknown although the school has fees that year. */
export function sppUnknown(costs: { unknownItems?: readonly KeyItem[] } | null | undefined) {
  return !!costs?.unknownItems?.includes('spp');
}
