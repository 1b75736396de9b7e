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
  inline = false,
  className,
}: {
  amount: number;
  align?: 'start' | 'end';
  /** on one line with what follows it (a card's fee row), instead of the word above the amount */
  inline?: boolean;
  /** key items nobody stated; absent in documents indexed before it existed */
  unknownItems?: readonly KeyItem[];
  className?: string;
}) {
  const missing = unknownItems ?? [];
  if (missing.length === 0) return <span className={className}>{formatRupiah(amount)}</span>;
  if (inline)
    return (
      <span className={className} title={`Belum termasuk ${listItems(missing)}`}>
        <span className="text-xs font-medium text-amber-800">{MINIMUM_WORDS}</span>{' '}
        <span className="whitespace-nowrap">{formatRupiah(amount)}</span>
      </span>
    );
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

interface KnownCosts {
  unknownItems?: readonly KeyItem[];
  /** 'rule': only a rule's lines, nothing from the school's side */
  basis?: 'own' | 'rule';
}

/**
 * What an item nobody stated reads where the school has fees that year:
 * 'SPP tidak dicantumkan' / 'tidak dicantumkan' when its price list leaves it
 * out, 'belum diketahui' when only a rule's lines exist; null when the item
 * is known (or the school has no fees at all: SPEC's '-').
 */
export function unknownFeeText(costs: KnownCosts | null | undefined, item: KeyItem): string | null {
  if (!costs?.unknownItems?.includes(item)) return null;
  if (costs.basis === 'rule') return 'belum diketahui';
  return item === 'spp' ? 'SPP tidak dicantumkan' : 'tidak dicantumkan';
}
