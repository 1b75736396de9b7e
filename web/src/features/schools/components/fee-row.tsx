import { formatRupiah } from '@core/format';
import { elementTiming } from '@web/lib/element-timing';

/** One fee line; '-' when the amount is missing (SPEC §2 listing card). */
export function FeeRow({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: number | null | undefined;
  strong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-700'}>{label}</dt>
      <dd
        className={strong ? 'font-bold text-brand-700' : 'font-medium text-slate-900'}
        {...elementTiming('fee')}
      >
        {typeof amount === 'number' ? formatRupiah(amount) : '-'}
      </dd>
    </div>
  );
}
