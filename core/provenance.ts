// Where a fee comes from (DESIGN §7 fee provenance) and how old its year is.
// Zod-free: the school page and the server's answers share these rules.
import { formatShortDate } from './format';

export const FEE_SOURCE_KINDS = [
  'admin',
  'contribution',
  'published',
  'regulation',
  'sample',
] as const;
export type FeeSourceKind = (typeof FEE_SOURCE_KINDS)[number];

export interface SourceFacts {
  kind: FeeSourceKind;
  /** when a site admin verified a contribution */
  verifiedAt?: Date | string | null;
  /** role of the admin who entered an admin item, when known */
  adminRole?: 'site_admin' | 'school_admin' | null;
  /** a rule's short name (core/fee-rules FeeRule.title), for 'regulation' */
  ruleTitle?: string | null;
}

/**
 * The line under a fee on the school page: 'Admin sekolah', 'Kontribusi orang
 * tua, diverifikasi 3 Des 2026', 'Dipublikasikan sekolah', 'Aturan: Permendikbud
 * 44/2012 Pasal 9(1)', 'Data contoh'.
 */
export function sourceLabel(facts: SourceFacts): string {
  switch (facts.kind) {
    case 'admin':
      return facts.adminRole === 'site_admin' ? 'Admin Biaya Sekolah' : 'Admin sekolah';
    case 'contribution':
      return facts.verifiedAt
        ? `Kontribusi orang tua, diverifikasi ${formatShortDate(facts.verifiedAt)}`
        : 'Kontribusi orang tua';
    case 'published':
      return 'Dipublikasikan sekolah';
    case 'regulation':
      return facts.ruleTitle ? `Aturan: ${facts.ruleTitle}` : 'Aturan';
    case 'sample':
      return 'Data contoh';
  }
}

export interface DocumentRef {
  /** the reference as recorded, e.g. 'github.com/owner/repo@abc1234 path/file.php biaya()' */
  label: string;
  /** a public web address for it, when it has one */
  url: string | null;
}

// 'github.com/owner/repo@commit path/inside/repo rest': a file at a commit
const REPOSITORY_FILE =
  /^(github\.com|gitlab\.com)\/([\w.-]+)\/([\w.-]+)@([0-9a-f]{7,40})\s+([\w./-]+)/i;

/** A recorded document reference and, when it names a public place, its address. */
export function documentRef(reference: string | null | undefined): DocumentRef | null {
  const label = reference?.trim();
  if (!label) return null;
  if (/^https?:\/\/\S+$/i.test(label)) return { label, url: label };
  const file = REPOSITORY_FILE.exec(label);
  if (file) {
    const [, host, owner, repo, commit, path] = file;
    return { label, url: `https://${host!.toLowerCase()}/${owner}/${repo}/blob/${commit}/${path}` };
  }
  return { label, url: null };
}

/** '2024/2025' -> 2025, the calendar year in which it ends (June); null when malformed. */
function academicYearEndYear(year: string): number | null {
  const match = /^([0-9]{4})\/([0-9]{4})$/.exec(year);
  if (!match || Number(match[2]) !== Number(match[1]) + 1) return null;
  return Number(match[2]);
}

/** Months after its end (30 June) from which a year's fees are shown as old. */
const OLD_YEAR_AFTER_MONTHS = 12;

/**
 * An Indonesian school year runs July to June. Its fees are old once the year
 * ended more than 12 months ago: 2024/2025 is old from 1 July 2026 (Jakarta).
 */
export function isOldAcademicYear(year: string, now: Date = new Date()): boolean {
  const end = academicYearEndYear(year);
  if (end === null) return false;
  // the 1st of the month after end (30 June) + OLD_YEAR_AFTER_MONTHS, 00:00 in Jakarta (UTC+7)
  const oldFrom = Date.UTC(end, 6 + OLD_YEAR_AFTER_MONTHS, 1) - 7 * 3600 * 1000;
  return now.getTime() >= oldFrom;
}
