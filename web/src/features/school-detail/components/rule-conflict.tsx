import { TriangleAlert } from 'lucide-react';
import type { FeeFactLine } from '@core/contracts/fee-facts';
import { RuleDetails } from './rule-details';

/** A school's own line that a no-fee rule contradicts: both are shown, the rule beside the line. */
export function RuleConflict({ conflict }: { conflict: NonNullable<FeeFactLine['conflict']> }) {
  return (
    <div
      role="note"
      className="mt-2 rounded-md border border-amber-200 bg-amber-50 p-2 text-xs text-amber-950"
    >
      <p className="flex gap-1.5">
        <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        <span>{conflict.text}</span>
      </p>
      <RuleDetails rule={conflict.rule} />
    </div>
  );
}
