import { ExternalLink, FileText, FlaskConical, Landmark, ShieldCheck, Users } from 'lucide-react';
import type { FeeSource } from '@core/contracts/schools';
import { RuleDetails } from './rule-details';

const ICONS = {
  admin: ShieldCheck,
  contribution: Users,
  published: FileText,
  regulation: Landmark,
  sample: FlaskConical,
} as const;

/**
 * Where a fee comes from, under its line: 'Admin sekolah', 'Kontribusi orang
 * tua, diverifikasi 3 Des 2026', 'Dipublikasikan sekolah', 'Data contoh'; the
 * contributor when they chose to be named, and the document when it is public;
 * a rule's fee: 'Aturan: Permendikbud 44/2012 Pasal 9(1)' and what it rests on.
 */
export function FeeSourceLine({ source }: { source: FeeSource }) {
  const Icon = ICONS[source.kind];
  // inline text, so a long line wraps like a sentence on a phone, the icon leading it
  return (
    <div className="mt-1 text-xs text-slate-600">
      <Icon className="mr-1 inline size-3.5 align-[-3px]" aria-hidden="true" />
      {source.label}
      {source.contributor && <> · oleh {source.contributor}</>}
      {source.document?.url && (
        <>
          {' · '}
          <a
            href={source.document.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
            title={source.document.label}
          >
            Dokumen sumber
            <ExternalLink className="ml-0.5 inline size-3 align-[-1px]" aria-hidden="true" />
            <span className="sr-only">(membuka tab baru)</span>
          </a>
        </>
      )}
      {source.rule && <RuleDetails rule={source.rule} />}
    </div>
  );
}
