import { describe, expect, it } from 'vitest';
import { typoDistance } from '../../query-words';
import { Trie } from './trie';

const WORDS = [
  'bandung',
  'bandang',
  'bandar',
  'bandungan',
  'banda',
  'negeri',
  'negara',
  'nagari',
  'cimahi',
  'cimanggis',
  'muhammadiyah',
  'muhamadiyah',
  'kabupaten',
  'sukamaju',
  'sukamulya',
  'bakongan',
  'bakungan',
];

function build(words: string[]): Trie {
  const trie = new Trie();
  words.forEach((word, id) => trie.insert(word, id));
  return trie;
}

function fuzzy(trie: Trie, query: string, budget: number, prefix: boolean) {
  const found = new Map<string, number>();
  trie.fuzzy(query, budget, prefix, (id, typos) => {
    const word = WORDS[id]!;
    expect(found.has(word)).toBe(false);
    found.set(word, typos);
  });
  return found;
}

/** What the walk must find: the distance to the word, or in prefix mode to its closest prefix. */
function bruteForce(query: string, budget: number, prefix: boolean) {
  const expected = new Map<string, number>();
  for (const word of WORDS) {
    let best = typoDistance(query, word, budget);
    if (prefix)
      for (let n = 1; n <= word.length; n++)
        best = Math.min(best, typoDistance(query, word.slice(0, n), budget));
    if (best <= budget) expected.set(word, best);
  }
  return expected;
}

describe('Trie', () => {
  const trie = build(WORDS);

  it.each([
    ['bandung', 1],
    ['bnadung', 1],
    ['negri', 1],
    ['cimhai', 1],
    ['muhamadiyha', 2],
    ['kabupatn', 2],
    ['sukamaj', 1],
    ['bakongn', 1],
    ['xyz', 1],
  ])('finds every word within the typo budget of %s, as brute force does', (query, budget) => {
    expect(fuzzy(trie, query, budget, false)).toEqual(bruteForce(query, budget, false));
    expect(fuzzy(trie, query, budget, true)).toEqual(bruteForce(query, budget, true));
  });

  it('lists the words under a prefix', () => {
    const found: string[] = [];
    trie.prefix('band', 0, (id) => found.push(WORDS[id]!));
    expect(found.sort()).toEqual(['banda', 'bandang', 'bandar', 'bandung', 'bandungan']);
    const none: string[] = [];
    trie.prefix('zz', 0, (id) => none.push(WORDS[id]!));
    expect(none).toEqual([]);
  });
});
