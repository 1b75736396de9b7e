import type { FeeEntry } from '@core/contracts/schools';
import { RULE_MARK } from '@core/fee-rule-texts';
import { FREQUENCY_CAPTIONS } from '@core/fees';
import { formatRupiah } from '@core/format';

/**
 * An amount with its frequency caption ('per bulan', '1 kali', ...), or '-'
 * when empty; a fee a rule fixes says 'aturan', the rule named in its title.
 */
export function FeeCell({ fee }: { fee: FeeEntry | null | undefined }) {
  if (!fee) return <span className="text-slate-500">-</span>;
  const rule = fee.source?.kind === 'regulation' ? (fee.source.label ?? 'Aturan') : null;
  return (
    <>
      <span className="block font-medium whitespace-nowrap text-slate-900">
        {formatRupiah(fee.amount)}
      </span>
      <span className="block text-xs text-slate-600">
        {FREQUENCY_CAPTIONS[fee.frequency]}
        {rule && (
          <span title={rule}>
            {' '}
            · {RULE_MARK}
            <span className="sr-only"> ({rule})</span>
          </span>
        )}
      </span>
    </>
  );
}
