// What is known of a school's fees in one academic year (issue 20, honest
// numbers): the four items every parent budgets for, and which of them nobody
// stated. A line counts as stated whoever stated it (the school, a parent's
// verified document, a rule that fixes the item); an item nobody stated is
// unknown, never zero, and a total over the rest is a minimum.

/** SPEC's fees of a school (SPP, uang pangkal, uniform, books), by global category code. */
export const KEY_ITEMS = ['spp', 'uang_pangkal', 'seragam', 'buku'] as const;
export type KeyItem = (typeof KEY_ITEMS)[number];

const KEY_ITEM_LABELS: Record<KeyItem, string> = {
  spp: 'SPP',
  uang_pangkal: 'uang pangkal',
  seragam: 'seragam',
  buku: 'buku',
};

/** As the cost table names them (the global categories' names). */
export const KEY_ITEM_TITLES: Record<KeyItem, string> = {
  spp: 'SPP',
  uang_pangkal: 'Uang Pangkal',
  seragam: 'Seragam',
  buku: 'Buku',
};

/** What the rules read of a fee line. */
export interface KnowableLine {
  /** code of the global category; null for a school's own category */
  categoryCode?: string | null;
  /** the category's name ('SPP', 'Komite Sekolah', 'Dana Pengembangan') */
  label?: string | null;
  /** 'One-Time', 'Monthly' … (core/fees FREQUENCIES; not imported: fees builds on this module) */
  frequency: string;
  /** a later year of study whose fee the price list fixes (2 = second year); null otherwise */
  yearOfStudy?: number | null;
}

const SPP_NAME = /\bspp\b/i;
// what schools call their monthly tuition besides 'SPP'
const MONTHLY_TUITION_NAME = /iuran bulanan|uang sekolah|biaya bulanan|uang bulanan|syahriah/i;
const ENTRY_NAME = /uang pangkal|uang gedung|uang masuk|dana pengembangan|dana pembangunan/i;
const UNIFORM_NAME = /\bseragam\b/i;
const BOOK_NAME = /\bbuku\b|\blks\b|\batk\b/i;

const isKeyCode = (code: string): code is KeyItem =>
  (KEY_ITEMS as readonly string[]).includes(code);

/**
 * The key item a line states, if any: its global category, else what the
 * name of the school's own category says ('Iuran SPP', 'Uang Gedung',
 * 'Seragam Olahraga', 'Paket Buku'). Other global categories (registration,
 * KBM) are no key item, whatever their name.
 */
export function keyItemOf(line: KnowableLine): KeyItem | null {
  if (line.categoryCode) return isKeyCode(line.categoryCode) ? line.categoryCode : null;
  const label = line.label ?? '';
  if (SPP_NAME.test(label)) return 'spp';
  if (line.frequency === 'Monthly' && MONTHLY_TUITION_NAME.test(label)) return 'spp';
  if (line.frequency === 'One-Time' && ENTRY_NAME.test(label)) return 'uang_pangkal';
  if (UNIFORM_NAME.test(label)) return 'seragam';
  if (BOOK_NAME.test(label)) return 'buku';
  return null;
}

/** A fee a price list fixes for a later year of study (paid then, not on entry). */
export const isLaterYearFee = (line: { yearOfStudy?: number | null }): boolean =>
  typeof line.yearOfStudy === 'number' && line.yearOfStudy >= 2;

/** The lines paid in the first year: all but the fees fixed for later years of study. */
export function firstYearLines<T extends { yearOfStudy?: number | null }>(
  lines: readonly T[],
): T[] {
  return lines.filter((line) => !isLaterYearFee(line));
}

/**
 * The key items nobody stated for the year, in SPEC's order. Empty when every
 * one is known (a stated Rp 0 is known); all four when there are no lines.
 */
export function unknownKeyItems(lines: readonly KnowableLine[]): KeyItem[] {
  const known = new Set<KeyItem>();
  for (const line of firstYearLines(lines)) {
    const item = keyItemOf(line);
    if (item) known.add(item);
  }
  return KEY_ITEMS.filter((item) => !known.has(item));
}

/** 'SPP', 'SPP dan buku', 'SPP, seragam, dan buku' */
export function listItems(items: readonly KeyItem[]): string {
  const words = items.map((item) => KEY_ITEM_LABELS[item]);
  if (words.length <= 1) return words.join('');
  if (words.length === 2) return `${words[0]} dan ${words[1]}`;
  return `${words.slice(0, -1).join(', ')}, dan ${words[words.length - 1]}`;
}

/** The word before a total over partly unknown items. */
export const MINIMUM_WORDS = 'paling sedikit';

/**
 * Why a total is a minimum, in one sentence: the items a price list leaves
 * out are 'tidak dicantumkan'; with nothing stated by the school itself
 * (only a rule's lines) they are 'belum diketahui'.
 */
export function unknownItemsNote(items: readonly KeyItem[], statedBySchool: boolean): string {
  if (items.length === 0) return '';
  const what = listItems(items);
  const capitalised = what.charAt(0).toUpperCase() + what.slice(1);
  return statedBySchool
    ? `${capitalised} tidak dicantumkan pada daftar biaya tahun ini, jadi total ini belum termasuk biaya tersebut.`
    : `${capitalised} belum diketahui, jadi total ini belum termasuk biaya tersebut.`;
}

/** The provenance kind of a rule's line (DESIGN §7 'regulation'). */
const RULE_SOURCE_KIND = 'regulation';

/** Whether any line of the year comes from the school's side (not only from a rule). */
export function statedBySchool(sourceKinds: readonly string[]): boolean {
  return sourceKinds.some((kind) => kind !== RULE_SOURCE_KIND);
}
