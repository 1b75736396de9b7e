// Text analysis shared by both engines: documents and queries go through the
// same steps, so equivalent spellings end up as the same words.
import {
  ABBREVIATIONS,
  ARTICLES,
  COMPOUNDS,
  GLUED_LEVELS,
  GUARDED_COMPOUNDS,
  LEVEL_WORDS,
  LONG_FORMS,
  NUMBER_MARKERS,
  NOT_GLUED,
  NUMBER_WORDS,
  STATUS_AFTER_LEVEL,
} from './synonyms';

/** One canonical word; `alt` is the spelling it replaced, indexed beside it for prefix typing. */
export interface AnalyzedToken {
  term: string;
  alt?: string;
}

const APOSTROPHES = new Set([0x27, 0x60, 0xb4, 0x2018, 0x2019, 0x2bc]);

/** Lower case, accents removed. Plain ASCII (nearly every name) skips Unicode normalisation. */
function fold(text: string): string {
  const lower = text.toLowerCase();
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(lower)) return lower;
  return lower.normalize('NFKD').replace(/\p{M}+/gu, '');
}

/**
 * Splits into runs of letters or digits ('SDN1' -> 'sdn', '1'); apostrophes join
 * ("Qur'an" -> 'quran'), anything else separates. `trailingSeparator` tells
 * whether the user finished the last word (a space after it).
 */
export function splitWords(text: string): { words: string[]; trailingSeparator: boolean } {
  const s = fold(text);
  const words: string[] = [];
  let current = '';
  let kind = 0; // 1 letters, 2 digits
  let trailingSeparator = true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const k = c >= 0x61 && c <= 0x7a ? 1 : c >= 0x30 && c <= 0x39 ? 2 : 0;
    if (k === 0) {
      if (APOSTROPHES.has(c) && current) continue;
      if (current) words.push(current);
      current = '';
      kind = 0;
      trailingSeparator = true;
      continue;
    }
    if (kind !== 0 && k !== kind) {
      words.push(current);
      current = '';
    }
    current += s[i];
    kind = k;
    trailingSeparator = false;
  }
  if (current) words.push(current);
  return { words, trailingSeparator };
}

const isDigits = (word: string) => word.length > 0 && word.charCodeAt(0) <= 0x39;
const isLetters = (word: string) => word.length > 0 && word.charCodeAt(0) >= 0x61;

/** 'ii' -> 2, 'xiv' -> 14: numbers I..XXXIX, the range school names use. */
export function romanValue(word: string): number | undefined {
  if (!/^x{0,3}(ix|iv|v?i{0,3})$/.test(word) || word.length === 0) return undefined;
  const values: Record<string, number> = { i: 1, v: 5, x: 10 };
  let total = 0;
  for (let i = 0; i < word.length; i++) {
    const value = values[word[i]!]!;
    const next = i + 1 < word.length ? values[word[i + 1]!]! : 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** Reads 'dua', 'dua belas', 'dua puluh lima', 'sebelas' starting at `i`. */
function readNumberWords(words: readonly string[], i: number): { value: number; used: number } {
  const first = NUMBER_WORDS[words[i]!];
  if (first === undefined) return { value: -1, used: 0 };
  const unit = (w: string | undefined) => {
    const v = w === undefined ? undefined : NUMBER_WORDS[w];
    return v !== undefined && v >= 1 && v <= 9 ? v : undefined;
  };
  if (first >= 1 && first <= 9) {
    if (words[i + 1] === 'belas') return { value: 10 + first, used: 2 };
    if (words[i + 1] === 'puluh') {
      const ones = unit(words[i + 2]);
      return ones === undefined
        ? { value: first * 10, used: 2 }
        : { value: first * 10 + ones, used: 3 };
    }
  }
  return { value: first, used: 1 };
}

function stripZeros(digits: string): string {
  let i = 0;
  while (i < digits.length - 1 && digits.charCodeAt(i) === 0x30) i++;
  return i ? digits.slice(i) : digits;
}

/** Long forms by their first word, so most words cost one map lookup. */
const LONG_FORMS_BY_FIRST = new Map<string, (readonly [readonly string[], readonly string[]])[]>();
for (const form of LONG_FORMS) {
  const first = form[0][0]!;
  LONG_FORMS_BY_FIRST.set(first, [...(LONG_FORMS_BY_FIRST.get(first) ?? []), form]);
}

function matchLongForm(
  words: readonly string[],
  i: number,
): readonly [number, readonly string[]] | undefined {
  const forms = LONG_FORMS_BY_FIRST.get(words[i]!);
  if (!forms) return undefined;
  for (const [long, short] of forms) {
    if (long.every((w, k) => words[i + k] === w)) return [long.length, short];
  }
  return undefined;
}

/**
 * 'sdk' -> ['sd', 'k'], 'sdbudi' -> ['sd', 'budi']: a level glued to the word
 * after it. Undefined for words that are something else (compounds such as
 * 'sdn' or 'sdit', abbreviations, ordinary words such as 'smart').
 */
export function unglue(word: string): [string, string] | undefined {
  if (!isLetters(word) || COMPOUNDS[word] || GUARDED_COMPOUNDS[word] || ABBREVIATIONS[word])
    return undefined;
  if (LEVEL_WORDS.has(word) || NUMBER_WORDS[word] !== undefined) return undefined;
  if (NOT_GLUED.some((ordinary) => word.startsWith(ordinary))) return undefined;
  const level = GLUED_LEVELS.find((l) => word.length > l.length && word.startsWith(l));
  return level ? [level, word.slice(level.length)] : undefined;
}

/** How many words the text is written with ('SD Negeri No. 4 X': 5), for exactness. */
export function writtenWordCount(text: string): number {
  return splitWords(text).words.length;
}

/**
 * Canonical words of a text. Applied to document names and locations and to
 * queries, so both sides agree: 'SDN 05' -> sd negeri 5; 'SMPIT Al-Azhar' ->
 * smp islam terpadu alazhar; 'SD NEG II' -> sd negeri 2; 'Kab. Bandung' ->
 * kabupaten bandung; 'SDBUDI Murni' -> sd budi murni.
 */
export function analyze(text: string): AnalyzedToken[] {
  return canonicalize(splitWords(text).words);
}

export function canonicalize(words: readonly string[]): AnalyzedToken[] {
  const out: AnalyzedToken[] = [];
  const push = (terms: readonly string[], alt?: string) => {
    terms.forEach((term, k) => out.push(k === 0 && alt && alt !== term ? { term, alt } : { term }));
  };
  let i = 0;
  while (i < words.length) {
    const long = matchLongForm(words, i);
    if (long) {
      push(long[1]);
      i += long[0];
      continue;
    }
    const word = words[i]!;
    const next = words[i + 1];
    // only the first word: registry names glue the level there, and words later on
    // ('SD Smart', place names) are left alone
    const glued = i === 0 ? unglue(word) : undefined;
    if (glued) {
      // the rest is a word as written ('SDI' is SD Islam or SD Inpres), but a
      // roman numeral may be a number too ('SD I' is SD 1): both are indexed
      const roman = romanValue(glued[1]);
      push([glued[0]], word);
      out.push(roman === undefined ? { term: glued[1] } : { term: glued[1], alt: String(roman) });
      i++;
      continue;
    }
    const nextIsNumber = next !== undefined && (isDigits(next) || NUMBER_WORDS[next] !== undefined);
    if (isDigits(word)) {
      push([stripZeros(word)]);
    } else if (NUMBER_MARKERS.has(word) && next !== undefined && isDigits(next)) {
      // 'No. 5' -> 5
    } else if (COMPOUNDS[word]) {
      push(COMPOUNDS[word], word);
    } else if (GUARDED_COMPOUNDS[word] && (out.length === 0 || nextIsNumber)) {
      push(GUARDED_COMPOUNDS[word], word);
    } else if (STATUS_AFTER_LEVEL[word] && out.length > 0 && LEVEL_WORDS.has(out.at(-1)!.term)) {
      push([STATUS_AFTER_LEVEL[word]]);
    } else if (ABBREVIATIONS[word]) {
      push(ABBREVIATIONS[word], word);
    } else if (NUMBER_WORDS[word] !== undefined) {
      const { value, used } = readNumberWords(words, i);
      push([String(value)], word);
      i += used;
      continue;
    } else {
      const roman = romanValue(word);
      push([roman === undefined ? word : String(roman)], word);
    }
    i++;
  }
  return joinArticles(out);
}

/** 'al azhar' -> 'alazhar' (with 'azhar' kept as the alternative spelling). */
function joinArticles(tokens: AnalyzedToken[]): AnalyzedToken[] {
  const out: AnalyzedToken[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    // 'Al Qur an Ar-Raudhah': an article followed by another article and a word stays apart
    const nextIsArticle =
      next !== undefined && ARTICLES.has(next.term) && isLetters(tokens[i + 2]?.term ?? '');
    if (
      ARTICLES.has(token.term) &&
      next &&
      isLetters(next.term) &&
      next.term.length >= 2 &&
      !nextIsArticle
    ) {
      out.push({ term: token.term + next.term, alt: next.term });
      i++;
    } else out.push(token);
  }
  return out;
}

/** Canonical text: the words joined by spaces (what Meilisearch indexes and is asked). */
export function normalizeText(text: string): string {
  return analyze(text)
    .map((t) => t.term)
    .join(' ');
}

/** Alternative spellings of a text, space separated (indexed beside the canonical words). */
export function alternativeText(text: string): string {
  return analyze(text)
    .flatMap((t) => (t.alt ? [t.alt] : []))
    .join(' ');
}

export const isNumberWord = isDigits;
