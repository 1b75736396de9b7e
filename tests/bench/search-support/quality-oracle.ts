// The exact-word oracle of the quality set: which registry schools have every
// word of a text in their name or location, and the shortest text that names
// one school alone. make-quality-set.ts keeps a query only when its clean form
// names exactly one school.
import type { SearchDocument } from '@core/contracts/search';
import { normalizeText } from '@search/normalize';

export function createOracle(docs: readonly SearchDocument[]) {
  const wordsOf = docs.map((d) => new Set(normalizeText(`${d.name} ${d.location}`).split(' ')));
  const postings = new Map<string, number[]>();
  wordsOf.forEach((words, i) => {
    for (const word of words) {
      let list = postings.get(word);
      if (!list) postings.set(word, (list = []));
      list.push(i);
    }
  });
  const dictionary = [...postings.keys()];

  /** Schools having every word of the text (the last one as a prefix when `prefix`). */
  function matches(text: string, prefix = false): number[] {
    const words = normalizeText(text).split(' ').filter(Boolean);
    if (words.length === 0) return [];
    const last = prefix ? words.pop()! : null;
    let result: number[] | null = null;
    for (const word of words.sort(
      (a, b) => (postings.get(a)?.length ?? 0) - (postings.get(b)?.length ?? 0),
    )) {
      const list = postings.get(word) ?? [];
      result = result === null ? list : result.filter((i) => wordsOf[i]!.has(word));
      if (result.length === 0) return [];
    }
    if (last !== null) {
      const candidates: number[] =
        result ??
        dictionary.filter((w) => w.startsWith(last)).flatMap((w) => postings.get(w) ?? []);
      result = [...new Set(candidates)].filter((i) =>
        [...wordsOf[i]!].some((w) => w.startsWith(last)),
      );
    }
    return result ?? [];
  }

  const identifies = (text: string, target: number, prefix = false) => {
    const found = matches(text, prefix);
    return found.length === 1 && found[0] === target;
  };

  /** Place words a parent would add: the district, then the city without 'Kota'/'Kabupaten'. */
  function placeWords(doc: SearchDocument): string[] {
    return [
      doc.school.district?.name ?? '',
      doc.school.city.name.replace(
        /^(Kota Administrasi|Kabupaten Administrasi|Kota|Kabupaten)\s+/,
        '',
      ),
    ].filter(Boolean);
  }

  /** The shortest of name, name + district, name + city, name + district + city that identifies. */
  function identifyingText(doc: SearchDocument, index: number, name = doc.name): string | null {
    const [district, city] = placeWords(doc);
    for (const text of [
      name,
      `${name} ${city ?? ''}`,
      `${name} ${district ?? ''}`,
      `${name} ${district ?? ''} ${city ?? ''}`,
    ])
      if (identifies(text, index)) return text.replace(/\s+/g, ' ').trim();
    return null;
  }

  return { postings, matches, identifies, identifyingText, placeWords };
}
