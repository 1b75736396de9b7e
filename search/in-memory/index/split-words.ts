import { MAX_QUERY_WORDS, type QueryWord } from '../../query-words';
import type { MemoryIndex } from './index';

/** readings of words as two that a query tries before it drops words */
const MAX_SPLITS = 3;
/** letters each part keeps */
const MIN_PART = 2;

function frequency(ix: MemoryIndex, term: number): number {
  const range = ix.postingsOf(term);
  return range.end - range.start + (range.extra?.length ?? 0);
}

/**
 * The query with one word read as two index words ('sd budimurni' -> 'sd budi
 * murni'), most likely readings first (both parts frequent). Like a typo, a
 * split costs one (on the first part, which therefore never counts as exact).
 * Both parts must be words of the index; a last word still being typed stays a
 * prefix in its second part.
 */
export function splitCandidates(ix: MemoryIndex, words: readonly QueryWord[]): QueryWord[][] {
  if (words.length >= MAX_QUERY_WORDS) return [];
  const found: { score: number; words: QueryWord[] }[] = [];
  words.forEach((word, w) => {
    const text = word.text;
    if (word.number || text.length < 2 * MIN_PART) return;
    let best: { score: number; left: string; right: string } | undefined;
    for (let p = MIN_PART; p <= text.length - MIN_PART; p++) {
      const left = ix.dict.get(text.slice(0, p));
      const right = ix.dict.get(text.slice(p));
      if (left === undefined || right === undefined) continue;
      const score = Math.min(frequency(ix, left), frequency(ix, right));
      if (!best || score > best.score)
        best = { score, left: text.slice(0, p), right: text.slice(p) };
    }
    if (!best) return;
    const parts: QueryWord[] = [
      { text: best.left, number: false, prefix: false, maxTypos: 0, retryTypos: 0, penalty: 1 },
      { text: best.right, number: false, prefix: word.prefix, maxTypos: 0, retryTypos: 0 },
    ];
    found.push({
      score: best.score,
      words: [...words.slice(0, w), ...parts, ...words.slice(w + 1)],
    });
  });
  return found
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_SPLITS)
    .map((candidate) => candidate.words);
}
