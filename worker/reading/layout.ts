import { findMoney, type MoneyMatch } from './money';
import type { PageText, Word } from './types';

// Lines of words cut into segments (table cells, columns, label and amount
// apart) at wide gaps and at dotted leaders.

export interface Segment {
  words: Word[];
  tokens: string[];
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  line: number;
  money: MoneyMatch[];
}

export interface Line {
  index: number;
  segments: Segment[];
  y0: number;
  y1: number;
  /** typical word height */
  h: number;
}

// dots, dashes and the like printed as leaders between a label and its amount
const LEADER = /^[.\u2026·_–—=~:•*-]{2,}$|^[.\u2026·_]+[.\u2026·_-]*$/;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

function segmentOf(words: Word[], line: number): Segment {
  const tokens = words.map((word) => word.text);
  return {
    words,
    tokens,
    text: tokens.join(' '),
    x0: Math.min(...words.map((w) => w.x0)),
    y0: Math.min(...words.map((w) => w.y0)),
    x1: Math.max(...words.map((w) => w.x1)),
    y1: Math.max(...words.map((w) => w.y1)),
    line,
    money: findMoney(tokens),
  };
}

/** The page's lines, top to bottom, each cut into segments. */
export function layoutOf(page: PageText): Line[] {
  const lines: Line[] = [];
  const sorted = page.lines
    .map((line) => line.words.filter((word) => word.text.trim() !== ''))
    .filter((words) => words.length > 0)
    .sort((a, b) => Math.min(...a.map((w) => w.y0)) - Math.min(...b.map((w) => w.y0)));
  for (const raw of sorted) {
    const words = [...raw].sort((a, b) => a.x0 - b.x0);
    const h = Math.max(1, median(words.map((word) => word.y1 - word.y0)));
    const index = lines.length;
    const segments: Segment[] = [];
    let current: Word[] = [];
    let leaderBefore = false;
    for (const word of words) {
      const text = word.text.trim();
      if (LEADER.test(text)) {
        leaderBefore = true;
        continue;
      }
      const last = current[current.length - 1];
      const gap = last ? word.x0 - last.x1 : 0;
      if (last && (leaderBefore || gap > 1.2 * h)) {
        segments.push(segmentOf(current, index));
        current = [];
      }
      leaderBefore = false;
      current.push({ ...word, text: text.replace(/\.{3,}.*$/, '') || text });
    }
    if (current.length > 0) segments.push(segmentOf(current, index));
    if (segments.length === 0) continue;
    lines.push({
      index,
      segments,
      y0: Math.min(...segments.map((s) => s.y0)),
      y1: Math.max(...segments.map((s) => s.y1)),
      h,
    });
  }
  return lines;
}
