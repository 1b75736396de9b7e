import { FREQUENCIES, type Frequency } from '@core/fees';
import type { CsvRecord } from './source';

// Fees schools published themselves (db/data/published_fees.csv.gz): how a
// row of the file becomes a cost item. Pure, so the mapping is unit tested.

export const PUBLISHED_FEES_FILE = 'published_fees.csv.gz';
/** Issue 20: more price lists, with the kind of each fee and the later years a list fixes. */
export const MORE_PUBLISHED_FEES_FILE = 'published_fees_more.csv.gz';
export const PUBLISHED_FEE_FILES = [PUBLISHED_FEES_FILE, MORE_PUBLISHED_FEES_FILE] as const;

export interface PublishedFeeRow {
  /** null when the unit has no NPSN in the registry */
  npsn: string | null;
  unit: string;
  academicYear: string;
  item: string;
  amount: number;
  frequency: Frequency;
  /** where the school published it: the item's document reference */
  source: string;
  /** the later year of study (2 …) whose fee the list fixes in advance; null for entry */
  yearOfStudy: number | null;
  /** the file's kind of fee ('entry_fee', 'spp_monthly' …), where it gives one */
  categoryHint: string | null;
}

/** Where an item is filed: a global category by code, or the school's own category by name. */
export interface FeePlacement {
  globalCode: string | null;
  schoolCategory: string | null;
  notes: string | null;
}

interface PlacementRule {
  pattern: RegExp;
  globalCode?: string;
  schoolCategory?: string;
  /** the item's own name goes into the notes (its words differ from the category's) */
  nameAsNotes?: boolean;
}

// first match wins; a qualifier after the category's word becomes the notes
// ('Seragam Putri' -> seragam, 'Putri'; 'Pendaftaran (anak pegawai)' -> 'anak pegawai')
const RULES: PlacementRule[] = [
  { pattern: /^(?:uang pangkal|uang gedung|uang masuk)\b/i, globalCode: 'uang_pangkal' },
  { pattern: /^dana pengembangan\b/i, globalCode: 'uang_pangkal', nameAsNotes: true },
  { pattern: /^dana pendidikan\b/i, globalCode: 'kbm', nameAsNotes: true },
  // the yearly re-registration 'for activities and textbooks' a list fixes for later years
  { pattern: /^dana daftar ulang\b/i, globalCode: 'kbm', nameAsNotes: true },
  { pattern: /^(?:biaya )?kbm\b/i, globalCode: 'kbm' },
  { pattern: /^(?:iuran )?spp\b/i, globalCode: 'spp' },
  { pattern: /^(?:biaya )?seragam\b/i, globalCode: 'seragam' },
  { pattern: /^(?:biaya )?pendaftaran\b/i, globalCode: 'pendaftaran' },
  { pattern: /^(?:paket )?buku\b/i, globalCode: 'buku' },
  { pattern: /^(?:iuran )?komite sekolah\b/i, schoolCategory: 'Komite Sekolah' },
];

/** Where the file's kind of fee files an item no name rule knows (its name goes into the notes). */
const HINTS: Record<string, Omit<PlacementRule, 'pattern'>> = {
  entry_fee: { globalCode: 'uang_pangkal' },
  annual_fee: { globalCode: 'kbm' },
  spp_monthly: { globalCode: 'spp' },
  committee_fee: { schoolCategory: 'Komite Sekolah' },
  uniform: { globalCode: 'seragam' },
  books_supplies: { globalCode: 'buku' },
  registration: { globalCode: 'pendaftaran' },
};

function qualifier(item: string, pattern: RegExp): string | null {
  const rest = item
    .replace(pattern, '')
    .trim()
    // 'Iuran Komite Sekolah/tahun (Reguler 2)': the frequency is a column of its own
    .replace(/^\/\s*(?:tahun|bulan)\b/i, '')
    .trim()
    .replace(/^\((.*)\)$/, '$1')
    // 'Biaya Seragam PUTRA': shouted variant words as the other lists write them
    .replace(/\b(PUTRA|PUTRI)\b/g, (word) => word.charAt(0) + word.slice(1).toLowerCase())
    .trim();
  return rest || null;
}

/**
 * Global categories where the item is one (Dana Pengembangan is the entry fee,
 * Dana Pendidikan the yearly education fee outside SPP), the school's own
 * category otherwise. Variants keep their qualifier as notes, so they stay
 * separate lines.
 */
export function placeItem(item: string, categoryHint: string | null = null): FeePlacement {
  const name = item.replace(/\s+/g, ' ').trim();
  for (const rule of RULES) {
    if (!rule.pattern.test(name)) continue;
    const notes = rule.nameAsNotes ? name : qualifier(name, rule.pattern);
    return {
      globalCode: rule.globalCode ?? null,
      schoolCategory: rule.schoolCategory ?? null,
      notes,
    };
  }
  const hinted = categoryHint ? HINTS[categoryHint] : undefined;
  if (hinted)
    return {
      globalCode: hinted.globalCode ?? null,
      schoolCategory: hinted.schoolCategory ?? null,
      notes: name,
    };
  return { globalCode: null, schoolCategory: name, notes: null };
}

/**
 * The document reference as the school page reads it: 'github.com/o/r @ commit : path'
 * (the second file's spelling) becomes 'github.com/o/r@commit path', which it links.
 */
export function documentReference(source: string): string {
  return source
    .trim()
    .replace(
      /^((?:github|gitlab)\.com\/[\w.-]+\/[\w.-]+)\s*@\s*([0-9a-f]{7,40})\s*:\s*/i,
      '$1@$2 ',
    );
}

/** The stable key of a published item: a re-import finds its row by it. */
export function publishedSourceKey(row: PublishedFeeRow): string {
  return `published:${row.npsn}:${row.academicYear}:${row.item}`;
}

export class PublishedFeeError extends Error {}

/** One record of the file, checked; a malformed record stops the import (the file is ours). */
export function parsePublishedFee(
  record: CsvRecord,
  line: number,
  file: string = PUBLISHED_FEES_FILE,
): PublishedFeeRow {
  const fail = (what: string) => {
    throw new PublishedFeeError(`${file} line ${line}: ${what}`);
  };
  const npsn = (record.npsn ?? '').trim();
  if (npsn && !/^([0-9]{8}|NP[0-9]{6})$/.test(npsn)) fail(`bad npsn '${npsn}'`);
  const academicYear = (record.academic_year ?? '').trim();
  const [first, second] = academicYear.split('/').map(Number);
  if (!/^[0-9]{4}\/[0-9]{4}$/.test(academicYear) || second !== first! + 1)
    fail(`bad academic year '${academicYear}'`);
  const amount = Number(record.amount_idr);
  if (!Number.isSafeInteger(amount) || amount < 0) fail(`bad amount '${record.amount_idr}'`);
  const frequency = (record.frequency ?? '').trim() as Frequency;
  if (!FREQUENCIES.includes(frequency)) fail(`bad frequency '${record.frequency}'`);
  const item = (record.item ?? '').replace(/\s+/g, ' ').trim();
  if (!item) fail('empty item');
  const study = (record.year_of_study ?? '').trim();
  const yearOfStudy = study ? Number(study) : null;
  if (
    yearOfStudy !== null &&
    !(Number.isInteger(yearOfStudy) && yearOfStudy >= 2 && yearOfStudy <= 12)
  )
    fail(`bad year of study '${study}'`);
  return {
    npsn: npsn || null,
    unit: (record.school_unit ?? '').trim(),
    academicYear,
    item,
    amount,
    frequency,
    source: documentReference(record.source ?? ''),
    yearOfStudy,
    categoryHint: (record.category_hint ?? '').trim() || null,
  };
}
