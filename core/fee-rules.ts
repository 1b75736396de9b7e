// Fee rules (issue 20): national and provincial rules that fix, or leave open,
// what a whole class of schools may charge (db/data/fee_rules.csv.gz, edited by
// site admins). Pure: which schools a rule applies to, which of its items it
// fixes as a fee, and which rules are only an explanation beside an unknown fee.
import type { Frequency } from './fees';
import type { SchoolStatus } from './levels';

/** Fee items a rule may speak of. Items a rule does not name stay unknown, never zero. */
export const RULE_ITEMS = ['spp', 'uang_pangkal', 'daftar_ulang', 'komite', 'seragam'] as const;
export type RuleItem = (typeof RULE_ITEMS)[number];

export const RULE_KINDS = [
  'no_fee',
  'no_spp',
  'no_spp_with_exceptions',
  'no_committee_levy',
  'no_admission_levy',
  'capped_levy',
  'levies_continue',
  'reported_free',
  'unclear',
  'free_for_programme_pupils',
  'subsidy',
  'subsidy_no_levy',
  'ruling_not_yet_implemented',
  'uniform_not_compulsory',
] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** Kinds that set the items they name to Rp0 for every pupil of the schools they cover. */
export const FEE_FIXING_KINDS: readonly RuleKind[] = [
  'no_fee',
  'no_spp',
  'no_committee_levy',
  'no_admission_levy',
];

export const RULE_EVIDENCE = [
  'regulation_text',
  'news_citing_instrument',
  'news_programme',
  'weak',
] as const;
export type RuleEvidence = (typeof RULE_EVIDENCE)[number];

export const RULE_STATUSES = ['negeri', 'swasta', 'all'] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];

export const RULE_SCOPES = ['national', 'province'] as const;
export type RuleScope = (typeof RULE_SCOPES)[number];

export const AMOUNT_KINDS = ['zero', 'cap', 'none'] as const;
export type AmountKind = (typeof AMOUNT_KINDS)[number];

/** A rule as every layer sees it. Dates are ISO 'YYYY-MM-DD'. */
export interface FeeRule {
  id: string;
  scope: RuleScope;
  provinceCode: string | null;
  /** registry forms ('SD', 'SMPLB', 'SLB') or ['all'] */
  levels: string[];
  status: RuleStatus;
  kind: RuleKind;
  items: RuleItem[];
  /** Rp0 for 'zero', the monthly cap for 'cap', null for 'none' */
  amount: number | null;
  amountKind: AmountKind;
  /** short Indonesian name shown after 'Aturan: ' */
  title: string;
  instrument: string;
  effectiveFrom: string | null;
  effectiveText: string | null;
  evidence: RuleEvidence;
  sources: string;
  /** an Indonesian explanation for parents written by a site admin; else one is composed */
  explanation: string | null;
}

/** The registry forms a rule's level stands for: a province's SLB rule covers SLB and SMLB. */
const FORMS_OF_LEVEL: Readonly<Record<string, readonly string[]>> = {
  SLB: ['SLB', 'SMLB', 'SMALB'],
};

/** Forms matched against schools.form; ['all'] matches every form. */
export function formsOfLevels(levels: readonly string[]): string[] {
  if (levels.includes('all')) return ['all'];
  return [...new Set(levels.flatMap((level) => FORMS_OF_LEVEL[level] ?? [level]))];
}

/**
 * Whether `form` is among formsOfLevels(levels), without building that list:
 * a hub's rule table asks for every class of its city and every rule, on
 * the api's main thread, for each render.
 */
function coversForm(levels: readonly string[], form: string): boolean {
  return levels.some(
    (level) => level === 'all' || level === form || FORMS_OF_LEVEL[level]?.includes(form) === true,
  );
}

/** What a rule needs to know about a school to apply: the registry's facts, never the name. */
export interface RuleSchool {
  provinceCode: string;
  form: string;
  status: SchoolStatus | null;
  npsn: string | null;
}

/**
 * Whether a rule covers a school. `listed` is the NPSNs a programme names (null:
 * the rule names no schools one by one). db/queries/fee-rules.ts says the same in SQL.
 */
export function ruleApplies(
  rule: Pick<FeeRule, 'scope' | 'provinceCode' | 'levels' | 'status'>,
  school: RuleSchool,
  listed: ReadonlySet<string> | null = null,
): boolean {
  if (rule.scope === 'province' && rule.provinceCode !== school.provinceCode) return false;
  if (!coversForm(rule.levels, school.form)) return false;
  if (rule.status === 'negeri' && school.status !== 'public') return false;
  if (rule.status === 'swasta' && school.status !== 'private') return false;
  if (listed && !(school.npsn && listed.has(school.npsn))) return false;
  return true;
}

/**
 * Whether a rule fixes its items as Rp0 fee lines for this school, rather than
 * explaining them. Weak evidence never fixes a fee. A rule for every status
 * ('all') fixes fees of public schools only: a zero for private schools needs
 * a rule that names them ('swasta'), because the instruments behind these rows
 * govern government schools and Putusan MK 3/PUU-XXII/2024 is not yet
 * implemented for private ones (R02).
 */
export function fixesFees(rule: FeeRule, schoolStatus: SchoolStatus | null): boolean {
  if (!FEE_FIXING_KINDS.includes(rule.kind)) return false;
  if (rule.amountKind !== 'zero' || rule.evidence === 'weak' || rule.items.length === 0)
    return false;
  return rule.status !== 'all' || schoolStatus === 'public';
}

/** How a rule's item shows as a fee line. */
export const RULE_ITEM_LINES: Record<
  RuleItem,
  { categoryCode: string; label: string; frequency: Frequency }
> = {
  spp: { categoryCode: 'spp', label: 'SPP', frequency: 'Monthly' },
  uang_pangkal: { categoryCode: 'uang_pangkal', label: 'Uang Pangkal', frequency: 'One-Time' },
  daftar_ulang: { categoryCode: 'daftar_ulang', label: 'Daftar Ulang', frequency: 'Yearly' },
  komite: { categoryCode: 'komite', label: 'Iuran Komite', frequency: 'Monthly' },
  seragam: { categoryCode: 'seragam', label: 'Seragam', frequency: 'One-Time' },
};

const ITEM_NAMES: Record<RuleItem, string> = {
  spp: 'SPP',
  uang_pangkal: 'uang pangkal',
  daftar_ulang: 'daftar ulang',
  komite: 'iuran komite',
  seragam: 'seragam',
};

/** 'SPP, uang pangkal dan daftar ulang' (first letter as written: SPP stays upper case). */
export function itemsText(items: readonly RuleItem[]): string {
  const names = items.map((item) => ITEM_NAMES[item]);
  if (names.length <= 1) return names[0] ?? 'biaya';
  return `${names.slice(0, -1).join(', ')} dan ${names.at(-1)}`;
}

const ENTRY_NAME = /uang pangkal|uang gedung|uang masuk|dana pengembangan|dana pembangunan/i;

/**
 * The rule item a school's own line states, so its own line beats the rule's:
 * by its global category, else by the words of a school's own category.
 */
export function ruleItemOfLine(line: {
  categoryCode: string | null;
  label: string;
  frequency: Frequency;
}): RuleItem | null {
  switch (line.categoryCode) {
    case 'spp':
    case 'uang_pangkal':
    case 'daftar_ulang':
    case 'komite':
    case 'seragam':
      return line.categoryCode;
  }
  if (line.categoryCode) return null;
  if (/\bspp\b/i.test(line.label)) return 'spp';
  if (/daftar ulang|registrasi ulang|her-?registrasi/i.test(line.label)) return 'daftar_ulang';
  if (/komite|iuran orang tua/i.test(line.label)) return 'komite';
  if (/seragam/i.test(line.label)) return 'seragam';
  if (line.frequency === 'One-Time' && ENTRY_NAME.test(line.label)) return 'uang_pangkal';
  return null;
}

/** The last day of an academic year: '2025/2026' -> '2026-06-30'. */
function academicYearEnd(year: string): string | null {
  const match = /^([0-9]{4})\/([0-9]{4})$/.exec(year);
  return match ? `${match[2]}-06-30` : null;
}

/** A rule speaks of a school year when it was in force during some of it. */
export function inForceDuring(rule: Pick<FeeRule, 'effectiveFrom'>, year: string): boolean {
  if (!rule.effectiveFrom) return true;
  const end = academicYearEnd(year);
  return end === null || rule.effectiveFrom <= end;
}

const EVIDENCE_RANK: Record<RuleEvidence, number> = {
  regulation_text: 0,
  news_citing_instrument: 1,
  news_programme: 2,
  weak: 3,
};

/** Which of two rules fixing one item speaks for it: the stronger evidence, then the province's. */
export function compareRules(a: FeeRule, b: FeeRule): number {
  return (
    EVIDENCE_RANK[a.evidence] - EVIDENCE_RANK[b.evidence] ||
    (a.scope === 'province' ? 0 : 1) - (b.scope === 'province' ? 0 : 1) ||
    a.id.localeCompare(b.id)
  );
}
