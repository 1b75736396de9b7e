import type { FieldChange } from '@core/contracts/school-profile';
import { changeLine } from '@core/school-profile';
import { cn } from '@web/lib/cn';

/** 'Diperbarui oleh pihak sekolah, 3 Des 2026' under a profile field (issue 23); nothing without a change. */
export function ChangedBy({
  change,
  className,
}: {
  change: FieldChange | undefined;
  className?: string;
}) {
  if (!change) return null;
  return <p className={cn('text-xs text-slate-600', className)}>{changeLine(change)}</p>;
}
