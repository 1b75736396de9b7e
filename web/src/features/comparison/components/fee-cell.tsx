import type { FeeEntry } from '@core/contracts/schools';
import { FREQUENCY_CAPTIONS } from '@core/fees';
import { formatRupiah } from '@core/format';
import { sourceLabel } from '@core/provenance';

/**
 * An amount with its frequency caption ('per bulan', '1 kali', ...) and source,
 * `unknown` ('SPP tidak dicantumkan', 'belum diketahui') when the school's fees
 * of the year leave it out, or '-' when empty.
 */
export function FeeCell({
  fee,
  unknown,
}: {
  fee: FeeEntry | null | undefined;
  unknown?: string | null;
}) {
  if (!fee && unknown) return <span className="text-slate-600 italic">{unknown}</span>;
  if (!fee) return <span className="text-slate-500">-</span>;
  return (
    <>
      <span className="block font-medium whitespace-nowrap text-slate-900">
        {formatRupiah(fee.amount)}
      </span>
      <span className="block text-xs text-slate-600">{FREQUENCY_CAPTIONS[fee.frequency]}</span>
      {fee.source && (
        <span className="block text-xs text-slate-500" data-testid="fee-source">
          {fee.source.label ?? sourceLabel({ kind: fee.source.kind })}
        </span>
      )}
    </>
  );
}
