import type { RuleRef } from '@core/contracts/fee-rules';

/**
 * What a rule rests on, folded under its line: where it applies, since when,
 * the kind of evidence and where it was read (issue 20). The instrument's full
 * text as compiled (partly English notes) stays in the API's `rule.instrument`.
 */
export function RuleDetails({ rule }: { rule: RuleRef }) {
  return (
    <details className="mt-1 text-xs text-slate-700">
      <summary className="cursor-pointer text-brand-700 underline underline-offset-2 hover:text-brand-800">
        Dasar aturan
      </summary>
      <dl className="mt-1 space-y-0.5 rounded-md bg-slate-50 p-2">
        {rule.provinceName && (
          <div>
            <dt className="inline font-medium">Berlaku di: </dt>
            <dd className="inline">Provinsi {rule.provinceName}</dd>
          </div>
        )}
        {rule.effectiveLabel && <div>{rule.effectiveLabel}</div>}
        <div>
          <dt className="inline font-medium">Bukti: </dt>
          <dd className="inline">{rule.evidenceLabel}</dd>
        </div>
        {rule.sources.length > 0 && (
          <div>
            <dt className="inline font-medium">Sumber: </dt>
            <dd className="inline break-words">{rule.sources.join('; ')}</dd>
          </div>
        )}
      </dl>
    </details>
  );
}
