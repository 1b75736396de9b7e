// How a query's words may match, shared by both engines: typo budgets by word
// length, prefix matching of the last word, exact numbers.
import { canonicalize, isNumberWord, splitWords } from './normalize';

/** Longer queries are cut: nobody types more, and each word costs work. */
export const MAX_QUERY_WORDS = 10;
/** Words of this many letters may have one typo ... */
const ONE_TYPO_MIN_LENGTH = 5;
/** ... and of this many, two. */
const TWO_TYPOS_MIN_LENGTH = 9;
/**
 * A word that matches nothing within its budget is tried once more with one
 * typo more (never beyond two): one from this many letters ...
 */
export const RETRY_ONE_TYPO_MIN_LENGTH = 4;
/** ... and two from this many. */
export const RETRY_TWO_TYPOS_MIN_LENGTH = 5;

export interface QueryWord {
  /** canonical word */
  text: string;
  /** digits: matched exactly, never with typos or as a prefix */
  number: boolean;
  /** the last word, typed without a space after it: matches words it begins */
  prefix: boolean;
  maxTypos: 0 | 1 | 2;
  /** the budget of the second try, when nothing matches within maxTypos */
  retryTypos: 0 | 1 | 2;
  /** typos counted for every match of this word (1 for the first half of a split word) */
  penalty?: number;
  /**
   * The spelling the user typed when normalisation turned the last word into a
   * number ('ii' -> 2, 'dua' -> 2): it may still be the start of a longer word.
   */
  typed?: string;
}

export function typoBudget(word: string): 0 | 1 | 2 {
  if (isNumberWord(word)) return 0;
  if (word.length >= TWO_TYPOS_MIN_LENGTH) return 2;
  if (word.length >= ONE_TYPO_MIN_LENGTH) return 1;
  return 0;
}

export function retryBudget(word: string): 0 | 1 | 2 {
  if (isNumberWord(word)) return 0;
  if (word.length >= RETRY_TWO_TYPOS_MIN_LENGTH) return 2;
  if (word.length >= RETRY_ONE_TYPO_MIN_LENGTH) return 1;
  return 0;
}

export function parseQuery(text: string): QueryWord[] {
  const { words, trailingSeparator } = splitWords(text);
  const tokens = canonicalize(words).slice(0, MAX_QUERY_WORDS);
  const lastRaw = words.at(-1);
  return tokens.map((token, i) => {
    const number = isNumberWord(token.term);
    const last = i === tokens.length - 1 && !trailingSeparator;
    const word: QueryWord = {
      text: token.term,
      number,
      prefix: last && !number,
      maxTypos: typoBudget(token.term),
      retryTypos: retryBudget(token.term),
    };
    if (last && number && token.alt && token.alt === lastRaw && !isNumberWord(token.alt))
      word.typed = token.alt;
    return word;
  });
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: a swap of two
 * neighbouring letters counts as one typo), or max + 1 once it exceeds max.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let row = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return Math.min(prev[n]!, max + 1);
}
