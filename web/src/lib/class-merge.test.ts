// @vitest-environment node
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';

/** web/src's code as text (Vite reads it; tests are left out) */
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** a word that may be a Tailwind class (variants, arbitrary values, important) */
const CLASS_LIKE = /^!?-?[a-z@*][a-z0-9:[\]\-_/.%#()&>*=,'@!]*$/;

/** Every class-like word of every string literal in web/src: more than cn() ever merges. */
function appClassNames(): string[] {
  const words = new Set<string>();
  for (const text of Object.values(SOURCES)) {
    for (const [, single, double, template] of text.matchAll(
      /'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g,
    )) {
      for (const word of (single ?? double ?? template ?? '').split(/\s+/))
        if (CLASS_LIKE.test(word) && !word.includes('${')) words.add(word);
    }
  }
  return [...words].sort();
}

/** Variants and important mark: classes conflict only when these are equal. */
const variantsOf = (name: string) =>
  name.slice(0, name.lastIndexOf(':') + 1) +
  (name.startsWith('!') || name.endsWith('!') ? '!' : '');

describe('mergeClasses', () => {
  const names = appClassNames();

  it('finds the app class names', () => {
    expect(names.length).toBeGreaterThan(1000);
    expect(names).toEqual(expect.arrayContaining(['px-4', 'sm:text-lg', 'bg-brand-600']));
  });

  it('takes a class as a Tailwind class exactly when twMerge does', () => {
    // a class in a group replaces an equal one before it; an unknown word is kept twice
    const differ = names.filter(
      (name) => mergeClasses(`${name} ${name}`) !== twMerge(`${name} ${name}`),
    );
    expect(differ).toEqual([]);
  });

  it('merges every pair of app class names as twMerge does', () => {
    const known = names.filter((name) => twMerge(`${name} ${name}`) === name);
    const byVariants = new Map<string, string[]>();
    for (const name of known)
      byVariants.set(variantsOf(name), [...(byVariants.get(variantsOf(name)) ?? []), name]);
    const differ: string[] = [];
    for (const group of byVariants.values())
      for (const first of group)
        for (const second of group) {
          const pair = `${first} ${second}`;
          if (mergeClasses(pair) !== twMerge(pair)) differ.push(pair);
        }
    expect(differ).toEqual([]);
  });
});
