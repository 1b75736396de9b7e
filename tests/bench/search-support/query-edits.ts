// The edits make-quality-set.ts makes to a clean query: abbreviations, typos and
// a name cut inside a word. Every draw comes from the caller's seeded random
// source, in the order the quality set has always drawn them.
import { normalizeText } from '@search/normalize';
import { typoDistance } from '@search/query-words';

const ABBREVIATIONS: [RegExp, string][] = [
  [/\bSD Negeri\b/i, 'SDN'],
  [/\bSMP Negeri\b/i, 'SMPN'],
  [/\bSMA Negeri\b/i, 'SMAN'],
  [/\bSMK Negeri\b/i, 'SMKN'],
  [/\bSD Swasta\b/i, 'SDS'],
  [/\bSMP Swasta\b/i, 'SMPS'],
  [/\bSMA Swasta\b/i, 'SMAS'],
  [/\bSMK Swasta\b/i, 'SMKS'],
  [/\bSD Islam Terpadu\b/i, 'SDIT'],
  [/\bSDN\b/, 'SD N'],
  [/\bSMPN\b/, 'SMP Negeri'],
  [/\bSMAN\b/, 'SMA Negeri'],
];

export function abbreviate(name: string): string | null {
  for (const [pattern, short] of ABBREVIATIONS)
    if (pattern.test(name)) return name.replace(pattern, short);
  const number = name.match(/\b([1-9])\b/);
  if (number) return name.replace(/\b([1-9])\b/, '0$1');
  return null;
}

/**
 * Typo and cut generators drawing from `rnd`; `isRegistryWord` tells a typo that
 * happens to be another word of the registry (normalized) so it is not used.
 */
export function createQueryEdits(
  rnd: () => number,
  isRegistryWord: (normalized: string) => boolean,
) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;

  /** One edit in a word of 5+ letters that makes no other word of the registry. */
  function withTypo(text: string): string | null {
    const words = text.split(' ');
    const candidates = words
      .map((w, i) => [w, i] as const)
      .filter(([w]) => /^[a-z]{5,}$/i.test(w) && !/^(negeri|swasta)$/i.test(w));
    if (candidates.length === 0) return null;
    for (let attempt = 0; attempt < 10; attempt++) {
      const [word, at] = pick(candidates);
      const lower = word.toLowerCase();
      const p = 1 + Math.floor(rnd() * (lower.length - 2));
      const letter = 'abcdefghijklmnopqrstuvwxyz'[Math.floor(rnd() * 26)]!;
      const op = Math.floor(rnd() * 4);
      const typo =
        op === 0
          ? lower.slice(0, p) + letter + lower.slice(p + 1)
          : op === 1
            ? lower.slice(0, p) + lower.slice(p + 1)
            : op === 2
              ? lower.slice(0, p) + letter + lower.slice(p)
              : lower.slice(0, p - 1) + lower[p] + lower[p - 1] + lower.slice(p + 1);
      // a typo'd word shorter than 5 letters may not have a typo at all (the rule)
      if (typo.length < 5 || typo === lower || isRegistryWord(normalizeText(typo))) continue;
      const out = [...words];
      out[at] = typo;
      return out.join(' ');
    }
    return null;
  }

  /** Two edits in one word of 5 to 8 letters (one typo allowed), making no word of the registry. */
  function withTwoTypos(text: string): string | null {
    const words = text.split(' ');
    const candidates = words
      .map((w, i) => [w, i] as const)
      .filter(([w]) => /^[a-z]{5,8}$/i.test(w) && !/^(negeri|swasta)$/i.test(w));
    if (candidates.length === 0) return null;
    for (let attempt = 0; attempt < 20; attempt++) {
      const [word, at] = pick(candidates);
      const lower = word.toLowerCase();
      let typo = lower;
      for (let edit = 0; edit < 2; edit++) {
        const p = 1 + Math.floor(rnd() * (typo.length - 1));
        const letter = 'abcdefghijklmnopqrstuvwxyz'[Math.floor(rnd() * 26)]!;
        typo =
          rnd() < 0.5
            ? typo.slice(0, p) + letter + typo.slice(p + 1)
            : typo.slice(0, p) + typo.slice(p + 1);
      }
      if (typo.length < 5 || isRegistryWord(normalizeText(typo))) continue;
      if (typoDistance(typo, lower, 2) !== 2) continue;
      const out = [...words];
      out[at] = typo;
      return out.join(' ');
    }
    return null;
  }

  /** The name cut inside one of its words after the first two, keeping 2 or more of its letters. */
  function cutInside(name: string): string | null {
    const words = name.split(/\s+/);
    if (words.length < 3) return null;
    const at = 2 + Math.floor(rnd() * (words.length - 2));
    const word = words[at]!;
    if (!/^[a-z]{4,}$/i.test(word)) return null;
    const keep = 2 + Math.floor(rnd() * (word.length - 3));
    return [...words.slice(0, at), word.slice(0, keep)].join(' ').toLowerCase();
  }

  return { withTypo, withTwoTypos, cutInside };
}
