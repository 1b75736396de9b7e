import { layoutOf, type Line, type Segment } from './layout';
import type { MoneyMatch } from './money';
import type { FeeFrequency, PageBox, PageText, ProposedFeeLine, Word } from './types';
import {
  frequencyFromLabel,
  guessCategory,
  NOT_A_FEE,
  PLAIN_HEADER,
  statedFrequency,
  VARIANT_WORD,
} from './wording';

// From a page's words to proposed fee lines: each amount written as money,
// its label (before it on the line, else the nearest text above it, as on a
// card), its variant (the column header above when a row holds several
// amounts, or a word such as 'putri' in brackets), its frequency (written
// near it, else guessed from the label) and a category guess.

interface Amount {
  line: Line;
  segment: Segment;
  match: MoneyMatch;
  words: Word[];
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const LETTERS = /[a-z]{2,}/i;
// words written just before an amount that name no item
const AMOUNT_QUALIFIER =
  /\b(?:mulai|mulai dari|hanya|sebesar|senilai|s\.?\/d|sampai|hingga|minimal|maksimal|min\.?|maks\.?|kurang lebih|sekitar|biaya|harga|rp)\.?:?\s*$/i;

/** A label as printed, without row numbers, bullets, colons and 'Rp' left behind. */
function cleanLabel(text: string): string {
  return text
    .replace(/\b(?:rp|idr)\.?\s*$/i, '')
    .replace(/^[\s\-–—•·*●○▪►>|)(\][:,;«»]+/, '')
    .replace(/^(?:[0-9]{1,2}|[a-h]|[ivx]{1,4})[.)]\s+/i, '')
    .replace(/^[0-9]{1,2}\s+(?=[A-Za-z])/, '')
    .replace(/^[\s\-–—•·*]+/, '')
    .replace(/[\s:=\-–—|.,;]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const usable = (text: string) => LETTERS.test(text) && !/^(?:rp|idr)\.?$/i.test(text);
const centerY = (box: { y0: number; y1: number }) => (box.y0 + box.y1) / 2;

function amountsOf(lines: Line[]): Amount[] {
  const amounts: Amount[] = [];
  for (const line of lines)
    for (const segment of line.segments)
      for (const match of segment.money) {
        const words = segment.words.slice(match.start, match.end);
        amounts.push({
          line,
          segment,
          match,
          words,
          x0: Math.min(...words.map((w) => w.x0)),
          x1: Math.max(...words.map((w) => w.x1)),
          y0: Math.min(...words.map((w) => w.y0)),
          y1: Math.max(...words.map((w) => w.y1)),
        });
      }
  return amounts;
}

interface Label {
  text: string;
  words: Word[];
}

/** The text written before the amount in its own segment ('Uang pangkal: Rp …'). */
function prefixLabel(amount: Amount): Label | undefined {
  const before = amount.segment.money.filter((m) => m.end <= amount.match.start);
  const from = before.length > 0 ? before[before.length - 1]!.end : 0;
  const words = amount.segment.words.slice(from, amount.match.start);
  const text = cleanLabel(
    words
      .map((w) => w.text)
      .join(' ')
      .replace(AMOUNT_QUALIFIER, ''),
  );
  return usable(text) ? { text, words } : undefined;
}

/** The nearest text segment to the left on the same line, or on a line level with the amount. */
function leftLabel(amount: Amount, lines: Line[]): Label | undefined {
  const level = lines.filter(
    (line) =>
      line === amount.line ||
      (line.y0 < amount.y1 &&
        line.y1 > amount.y0 &&
        Math.abs(centerY(line) - centerY(amount)) < Math.min(amount.line.h, line.h) * 0.8),
  );
  let best: { segment: Segment; distance: number } | undefined;
  for (const line of level)
    for (const segment of line.segments) {
      if (segment.x1 > amount.x0 + 2 || segment.money.length > 0) continue;
      const text = cleanLabel(segment.text);
      if (!usable(text) || statedFrequency(text) === cleanFrequencyOnly(text)) continue;
      const distance = amount.x0 - segment.x1 + (line === amount.line ? 0 : amount.line.h * 2);
      if (!best || distance < best.distance) best = { segment, distance };
    }
  if (!best) return undefined;
  return { text: cleanLabel(best.segment.text), words: best.segment.words };
}

/** Text that only says how often ('per tahun', 'sekali bayar'): the frequency, else undefined. */
function cleanFrequencyOnly(text: string): ReturnType<typeof statedFrequency> | null {
  const stripped = text
    .toLowerCase()
    .replace(
      /\b(?:per|bayar|dibayar|sekali|kali|bulan|bulanan|tahun|tahunan|semester|\/|bln|thn|x|1)\b/g,
      '',
    )
    .replace(/[\s/.,:-]+/g, '');
  return stripped === '' ? statedFrequency(text) : null;
}

/** On a card, the label is the nearest text just above the amount, starting near it. */
function aboveLabel(amount: Amount, lines: Line[]): Label | undefined {
  const h = amount.line.h;
  let best: { segment: Segment; distance: number } | undefined;
  for (const line of lines) {
    if (line.y1 > amount.y0 + h * 0.3 || amount.y0 - line.y1 > h * 2.2) continue;
    for (const segment of line.segments) {
      if (segment.money.length > 0) continue;
      const text = cleanLabel(segment.text);
      if (!usable(text) || cleanFrequencyOnly(text)) continue;
      const aligned = Math.abs(segment.x0 - amount.x0) < h * 2.5;
      const overlaps = segment.x0 < amount.x1 && segment.x1 > amount.x0;
      if (!aligned && !overlaps) continue;
      const distance = amount.y0 - segment.y1 + Math.abs(segment.x0 - amount.x0) * 0.2;
      if (!best || distance < best.distance) best = { segment, distance };
    }
  }
  if (!best) return undefined;
  return { text: cleanLabel(best.segment.text), words: best.segment.words };
}

/**
 * Column headers above a row of several amounts: for each amount, the text of
 * the nearest line above that has a header over every amount (two stacked
 * header lines are joined: 'Gelombang' over 'II').
 */
function columnHeaders(row: Amount[], lines: Line[]): (string | null)[] {
  const top = Math.min(...row.map((a) => a.y0));
  const above = lines.filter((line) => line.y1 <= top + 1).sort((a, b) => b.y1 - a.y1);
  const over = (line: Line, amount: Amount) =>
    line.segments.filter(
      (s) =>
        (s.money.length === 0 && s.x0 < amount.x1 + 4 && s.x1 > amount.x0 - 4 && usable(s.text)) ||
        (/^(?:[ivx]{1,4}|[0-9])$/i.test(s.text.trim()) &&
          s.x0 < amount.x1 + 4 &&
          s.x1 > amount.x0 - 4 &&
          s.money.length === 0),
    );
  for (const [index, line] of above.slice(0, 8).entries()) {
    if (line.segments.some((s) => s.money.length > 0) && index > 0) break;
    const cells = row.map((amount) => over(line, amount));
    if (cells.filter((found) => found.length > 0).length < 2) continue;
    const upper = above[index + 1];
    const stacked =
      upper && line.y0 - upper.y1 < line.h * 0.9 ? row.map((amount) => over(upper, amount)) : null;
    return row.map((_, i) => {
      const parts = [...(stacked?.[i] ?? []).map((s) => s.text), ...cells[i]!.map((s) => s.text)];
      const text = cleanLabel(parts.join(' '));
      return text && !PLAIN_HEADER.test(text) ? text : null;
    });
  }
  return row.map(() => null);
}

/** 'Seragam sekolah (putri)' -> label 'Seragam sekolah', variant 'putri'. */
function splitVariant(label: string): { label: string; variant: string | null } {
  const match = /^(.*\S)\s*\(([^()]+)\)$/.exec(label);
  if (match && VARIANT_WORD.test(match[2]!.trim()))
    return { label: match[1]!, variant: match[2]!.trim() };
  const dash = /^(.*\S)\s+[-–—]\s+(.+)$/.exec(label);
  if (dash && VARIANT_WORD.test(dash[2]!.trim()))
    return { label: dash[1]!, variant: dash[2]!.trim() };
  return { label, variant: null };
}

/** How often, from what is written after the amount, right of it, just below it, or in the label. */
function frequencyOf(amount: Amount, label: Label, lines: Line[]): FeeFrequency {
  const after = amount.segment.tokens.slice(amount.match.end).join(' ');
  const glued = amount.segment.tokens[amount.match.end - 1] ?? '';
  const right = amount.line.segments
    .filter((s) => s.x0 >= amount.x1 && s.money.length === 0)
    .map((s) => s.text)
    .join(' ');
  const h = amount.line.h;
  const labelX0 = Math.min(...label.words.map((w) => w.x0), amount.x0);
  const labelY1 = Math.max(...label.words.map((w) => w.y1), amount.y1);
  const below = lines
    .filter((line) => line.y0 >= labelY1 - h * 0.3 && line.y0 - labelY1 < h * 1.4)
    .flatMap((line) => line.segments)
    .filter((s) => s.money.length === 0 && s.x0 < amount.x1 && s.x1 > labelX0 - h)
    .filter((s) => cleanFrequencyOnly(s.text))
    .map((s) => s.text)
    .join(' ');
  const rightEnd = right.split(/\s+/).slice(0, 4).join(' ');
  return (
    statedFrequency(`${glued.includes('/') ? glued.slice(glued.indexOf('/')) : ''} ${after}`) ??
    statedFrequency(rightEnd) ??
    statedFrequency(below) ??
    statedFrequency(label.text) ??
    frequencyFromLabel(label.text)
  );
}

function boxOf(words: Word[], page: PageText): PageBox {
  const x0 = Math.min(...words.map((w) => w.x0));
  const y0 = Math.min(...words.map((w) => w.y0));
  const x1 = Math.max(...words.map((w) => w.x1));
  const y1 = Math.max(...words.map((w) => w.y1));
  const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
  return {
    x: round(x0 / page.width),
    y: round(y0 / page.height),
    w: round((x1 - x0) / page.width),
    h: round((y1 - y0) / page.height),
  };
}

/** The fee lines one page proposes, in reading order. */
function feeLinesOfPage(page: PageText): ProposedFeeLine[] {
  const lines = layoutOf(page);
  const amounts = amountsOf(lines);
  const headers = new Map<Amount, string | null>();
  for (const line of lines) {
    const row = amounts.filter((a) => a.line === line);
    // several amounts after one label are alternatives under column headers;
    // several amounts with no label on their row are cards, labelled above
    if (row.length < 2 || !leftLabel(row[0]!, lines)) continue;
    columnHeaders(row, lines).forEach((header, i) => headers.set(row[i]!, header));
  }
  const proposed: ProposedFeeLine[] = [];
  const seen = new Set<string>();
  const accepted: Amount[] = [];
  const unlabelled: Amount[] = [];
  const add = (amount: Amount, label: Label) => {
    const split = splitVariant(label.text);
    const variant = headers.get(amount) ?? split.variant;
    const frequency = frequencyOf(amount, label, lines);
    const key = `${split.label}|${amount.match.value}|${variant}`;
    if (seen.has(key)) return;
    seen.add(key);
    accepted.push(amount);
    proposed.push({
      label: split.label,
      amount: amount.match.value,
      frequency,
      variant,
      category: guessCategory(split.label, frequency),
      page: page.page,
      box: boxOf([...amount.words, ...label.words], page),
    });
  };
  for (const amount of amounts) {
    // a bare grouped number ('150.000') counts only with a label on its row
    const label =
      prefixLabel(amount) ??
      leftLabel(amount, lines) ??
      (amount.match.kind === 'grouped' ? undefined : aboveLabel(amount, lines));
    if (!label) {
      if (amount.match.kind === 'rp') unlabelled.push(amount);
      continue;
    }
    if (NOT_A_FEE.test(label.text)) continue;
    add(amount, label);
  }
  // an 'Rp' amount whose label OCR lost still counts inside a column of fees
  for (const amount of unlabelled) {
    const h = amount.line.h;
    const column = accepted.filter(
      (other) =>
        Math.abs(other.x1 - amount.x1) < h * 1.5 || Math.abs(other.x0 - amount.x0) < h * 1.5,
    );
    const rowText = amount.line.segments.map((s) => s.text).join(' ');
    if (column.length >= 2 && !NOT_A_FEE.test(rowText)) add(amount, { text: '', words: [] });
  }
  return proposed.sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
}

/** Every page's lines; a document with no amount gives none. */
export function feeLinesOf(pages: readonly PageText[]): ProposedFeeLine[] {
  return pages.flatMap(feeLinesOfPage);
}
