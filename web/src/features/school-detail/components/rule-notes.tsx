import { Scale } from 'lucide-react';
import type { FeeRuleNote } from '@core/contracts/fee-facts';
import { RuleDetails } from './rule-details';

/**
 * What rules that fix no fee say beside the unknown ones ('Iuran komite dapat
 * dikenakan, paling banyak Rp 100.000/bulan.'): explanations, never fees.
 */
export function RuleNotes({ notes }: { notes: readonly FeeRuleNote[] }) {
  if (notes.length === 0) return null;
  return (
    <section className="mt-4" aria-labelledby="rule-notes" data-testid="rule-notes">
      <h3
        id="rule-notes"
        className="flex items-center gap-1.5 text-sm font-semibold text-slate-900"
      >
        <Scale className="size-4" aria-hidden="true" />
        Yang diatur aturan
      </h3>
      <ul className="mt-2 space-y-2 text-sm text-slate-800">
        {notes.map((note) => (
          <li
            key={`${note.rule.id}:${note.text}`}
            className="rounded-md border border-slate-200 p-3"
          >
            <p>{note.text}</p>
            <p className="mt-1 text-xs text-slate-600">Aturan: {note.rule.title}</p>
            <RuleDetails rule={note.rule} />
          </li>
        ))}
      </ul>
    </section>
  );
}
