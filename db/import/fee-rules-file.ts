// Reading db/data/fee_rules.csv.gz and free_private_programme.csv.gz (issue 20):
// one FeeRule per row, checked, with an Indonesian title and a first day in force.
import {
  AMOUNT_KINDS,
  formsOfLevels,
  RULE_EVIDENCE,
  RULE_ITEMS,
  RULE_KINDS,
  RULE_SCOPES,
  RULE_STATUSES,
  type FeeRule,
} from '@core/fee-rules';
import type { CsvRecord } from './source';

export const FEE_RULES_FILE = 'fee_rules.csv.gz';
export const PROGRAMME_FILE = 'free_private_programme.csv.gz';

/**
 * Short Indonesian names of the file's rules, shown after 'Aturan: ' (the
 * file's `instrument` column is the compiler's full, partly English, text).
 */
const RULE_TITLES: Readonly<Record<string, string>> = {
  R01: 'Permendikbud 44/2012 Pasal 9(1)',
  R02: 'Putusan MK 3/PUU-XXII/2024',
  R03: 'Permendikdasmen 3/2025 Pasal 33(3)(f)',
  R04: 'Permendikbudristek 50/2022',
  R05: 'Uji coba sekolah swasta gratis Pemprov DKI Jakarta',
  R06: 'Laporan media, aturannya belum ditemukan (DKI Jakarta)',
  R07: 'Program SPP gratis Pemprov Jawa Barat (APBD 2020)',
  R08: 'SE Gubernur Jawa Tengah No. 420/2020',
  R09: 'Pergub Jawa Timur 69/2019 (TisTas)',
  R10: 'Pergub Jawa Timur 69/2019 (subsidi TisTas)',
  R11: 'Program sekolah gratis Pemprov Banten (2017)',
  R12: 'Program Sekolah Gratis Pemprov Banten 2025/2026',
  R13: 'Kebijakan Disdikpora DIY (2017)',
  R14: 'Program Wajib Belajar 12 Tahun Pemprov Riau (APBD 2020)',
  R15: 'Program SPP gratis Pemprov Kepulauan Riau (2024)',
  R16: 'Perda Sumatera Selatan 3/2009 (Program Sekolah Gratis)',
  R17: 'Surat edaran Dinas Pendidikan dan Kebudayaan Bengkulu (2022)',
  R18: 'Instruksi Gubernur Lampung (2025/2026)',
  R19: 'Program pendidikan gratis Pemprov Kalimantan Tengah (2025)',
  R20: 'Program Gratispol Pemprov Kalimantan Timur (2025)',
  R21: 'Pergub Sulawesi Tengah 26/2021',
  R22: 'Program 100 hari Gubernur Maluku Utara (2025)',
  R23: 'Program 100 hari Gubernur Kalimantan Barat (2025)',
  R24: 'SE Gubernur NTB 100.3.4/7795/Dikbud/2025',
  R25: 'Pergub NTT tentang Pendanaan Pendidikan SMA/SMK/SLB (2025)',
  R26: 'Program sekolah gratis Sumatera Utara (belum berlaku)',
  R27: 'Belum ada aturan provinsi (Sumatera Barat)',
  R28: 'Belum ada aturan provinsi (Bali)',
  R29: 'SE Gubernur Aceh 400.3.1/7031',
  R30: 'Perda Sulawesi Selatan 4/2009 (status sekarang belum pasti)',
};

/** Which rule a programme of free_private_programme.csv.gz belongs to (data README §9). */
const PROGRAMME_RULES: Readonly<Record<string, string>> = {
  'DKI Jakarta sekolah swasta gratis (uji coba)': 'R05',
};

/** A title for a rule the list above does not know: the instrument's first part. */
function fallbackTitle(instrument: string): string {
  const first = instrument.split(/[;,]/)[0]!.trim();
  return (first || instrument.trim() || 'Aturan tanpa nama').slice(0, 200);
}

/**
 * The first day a rule is in force, from the file's free text: '2012-06-28
 * (signed)' -> 2012-06-28, '2020-01' -> 2020-01-01, '2017/2018' -> 2017-07-01
 * (a school year starts in July), '2025' -> 2025-01-01; null for 'not in force' or ''.
 */
export function parseEffectiveFrom(text: string): string | null {
  const value = text.trim();
  let match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})/.exec(value);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = /^([0-9]{4})-([0-9]{2})(?![-0-9])/.exec(value);
  if (match) return `${match[1]}-${match[2]}-01`;
  match = /^([0-9]{4})\/([0-9]{4})/.exec(value);
  if (match) return `${match[1]}-07-01`;
  match = /^([0-9]{4})(?![-/0-9])/.exec(value);
  if (match) return `${match[1]}-01-01`;
  return null;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);

function oneOf<T extends string>(
  values: readonly T[],
  value: string,
  what: string,
  row: number,
): T {
  if ((values as readonly string[]).includes(value)) return value as T;
  throw new Error(`${FEE_RULES_FILE} line ${row}: unknown ${what} '${value}'`);
}

export interface FileRule extends FeeRule {
  forms: string[];
  note: string | null;
}

/** One rule from a row of the file; a row that cannot be read stops the import (the file is ours). */
export function parseFeeRule(record: CsvRecord, row: number): FileRule {
  const id = (record.rule_id ?? '').trim();
  if (!/^[A-Z][A-Z0-9]{0,15}$/.test(id))
    throw new Error(`${FEE_RULES_FILE} line ${row}: bad rule_id`);
  const scope = oneOf(RULE_SCOPES, (record.scope ?? '').trim(), 'scope', row);
  const provinceCode = (record.province_code ?? '').trim() || null;
  if ((scope === 'province') !== (provinceCode !== null && /^[0-9]{2}$/.test(provinceCode)))
    throw new Error(`${FEE_RULES_FILE} line ${row}: scope and province_code disagree`);
  const levels = list(record.levels);
  if (levels.length === 0) throw new Error(`${FEE_RULES_FILE} line ${row}: no levels`);
  const amountKind = oneOf(AMOUNT_KINDS, (record.amount_kind ?? '').trim(), 'amount_kind', row);
  const amountText = (record.amount_idr ?? '').trim();
  const amount = amountKind === 'none' ? null : Number(amountText);
  if (amount !== null && !(Number.isSafeInteger(amount) && amount >= 0))
    throw new Error(`${FEE_RULES_FILE} line ${row}: bad amount_idr '${amountText}'`);
  const instrument = (record.instrument ?? '').trim();
  const effectiveText = (record.effective_from ?? '').trim() || null;
  return {
    id,
    scope,
    provinceCode,
    levels,
    forms: formsOfLevels(levels),
    status: oneOf(RULE_STATUSES, (record.status ?? '').trim(), 'status', row),
    kind: oneOf(RULE_KINDS, (record.rule ?? '').trim(), 'rule', row),
    items: list(record.items).map((item) => oneOf(RULE_ITEMS, item, 'item', row)),
    amount,
    amountKind,
    title: RULE_TITLES[id] ?? fallbackTitle(instrument),
    instrument,
    effectiveFrom: effectiveText ? parseEffectiveFrom(effectiveText) : null,
    effectiveText,
    evidence: oneOf(RULE_EVIDENCE, (record.evidence ?? '').trim(), 'evidence', row),
    sources: (record.sources ?? '').trim(),
    note: (record.note ?? '').trim() || null,
    explanation: null,
  };
}

export interface ProgrammeSchool {
  ruleId: string;
  npsn: string;
  nameInSource: string;
  academicYear: string | null;
  programme: string;
  sources: string;
}

/** A school of a programme, and the rule it belongs to. */
export function parseProgrammeSchool(record: CsvRecord, row: number): ProgrammeSchool {
  const programme = (record.programme ?? '').trim();
  const ruleId = PROGRAMME_RULES[programme];
  if (!ruleId) throw new Error(`${PROGRAMME_FILE} line ${row}: unknown programme '${programme}'`);
  const npsn = (record.npsn ?? '').trim();
  if (!/^([0-9]{8}|NP[0-9]{6})$/.test(npsn))
    throw new Error(`${PROGRAMME_FILE} line ${row}: bad npsn '${npsn}'`);
  return {
    ruleId,
    npsn,
    nameInSource: (record.name_in_source ?? '').trim(),
    academicYear: (record.academic_year ?? '').trim() || null,
    programme,
    sources: (record.sources ?? '').trim(),
  };
}
