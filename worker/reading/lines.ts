import type { TextLine, Word } from './types';

const overlap = (a: Word, b: Word) => Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);

/**
 * Words into lines, left to right: a word continues the line whose last word
 * it overlaps most vertically (by half the smaller height at least). Chaining
 * word to word follows a photo's slight slope, where one band across the
 * page would mix two rows.
 */
export function groupLines(words: readonly Word[]): TextLine[] {
  const lines: Word[][] = [];
  for (const word of [...words].sort((a, b) => a.x0 - b.x0)) {
    const h = word.y1 - word.y0;
    let best: { line: Word[]; score: number } | undefined;
    for (const line of lines) {
      const last = line[line.length - 1]!;
      if (last.x1 > word.x0 + h * 0.5) continue;
      const shared = overlap(last, word);
      const smaller = Math.min(h, last.y1 - last.y0);
      if (shared < smaller * 0.5) continue;
      const score = shared / smaller - (word.x0 - last.x1) / (smaller * 200);
      if (!best || score > best.score) best = { line, score };
    }
    if (best) best.line.push(word);
    else lines.push([word]);
  }
  return lines.sort((a, b) => a[0]!.y0 - b[0]!.y0).map((line) => ({ words: line }));
}
