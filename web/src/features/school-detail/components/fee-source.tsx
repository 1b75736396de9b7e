import { ExternalLink, FileText, FlaskConical, ShieldCheck, Users } from 'lucide-react';
import type { FeeSource } from '@core/contracts/schools';

const ICONS = {
  admin: ShieldCheck,
  contribution: Users,
  published: FileText,
  sample: FlaskConical,
} as const;

/**
 * Where a fee comes from, under its line: 'Admin sekolah', 'Kontribusi orang
 * tua, diverifikasi 3 Des 2026', 'Dipublikasikan sekolah', 'Data contoh'; the
 * contributor when they chose to be named, and the document when it is public.
 */
export function FeeSourceLine({ source }: { source: FeeSource }) {
  const Icon = ICONS[source.kind];
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-slate-600">
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span>{source.label}</span>
      {source.contributor && (
        <>
          <span aria-hidden="true">·</span>
          <span>oleh {source.contributor}</span>
        </>
      )}
      {source.document?.url && (
        <>
          <span aria-hidden="true">·</span>
          <a
            href={source.document.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex items-center gap-0.5 text-brand-700 underline underline-offset-2 hover:text-brand-800"
            title={source.document.label}
          >
            Dokumen sumber
            <ExternalLink className="size-3" aria-hidden="true" />
            <span className="sr-only">(membuka tab baru)</span>
          </a>
        </>
      )}
    </span>
  );
}
