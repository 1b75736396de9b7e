// Builds tests/bench/fixtures/search-quality.json: fuzzy queries generated from
// real schools, each with the school it means. A query is kept only when its
// clean form (before the typo or the cut) names exactly one school of the
// registry: every word found in that school's name or location and in no
// other school's, as a parent who adds the district or city would type it.
//   npx tsx tests/bench/search-support/make-quality-set.ts
import { writeFile } from 'node:fs/promises';
import type { SearchDocument } from '@core/contracts/search';
import { normalizeText } from '@search/normalize';
import { random, registryDocuments, searchBenchDatabase } from './documents';

interface QualityQuery {
  kind: string;
  query: string;
  npsn: string;
  name: string;
  location: string;
}

const PER_KIND = 60;
const rnd = random(2026);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;

const { sql } = await searchBenchDatabase('registry');
const docs = (await registryDocuments(sql)).filter((d) => d.npsn);
await sql.end();

// exact-word oracle over name and location words
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
      result ?? dictionary.filter((w) => w.startsWith(last)).flatMap((w) => postings.get(w) ?? []);
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

function abbreviate(name: string): string | null {
  for (const [pattern, short] of ABBREVIATIONS)
    if (pattern.test(name)) return name.replace(pattern, short);
  const number = name.match(/\b([1-9])\b/);
  if (number) return name.replace(/\b([1-9])\b/, '0$1');
  return null;
}

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
    if (typo.length < 5 || typo === lower || postings.has(normalizeText(typo))) continue;
    const out = [...words];
    out[at] = typo;
    return out.join(' ');
  }
  return null;
}

const out: QualityQuery[] = [];
const used = new Set<number>();
function add(kind: string, query: string, doc: SearchDocument) {
  out.push({ kind, query, npsn: doc.npsn!, name: doc.name, location: doc.location });
}

function generate(kind: string, make: (doc: SearchDocument, index: number) => string | null) {
  let made = 0;
  for (let attempt = 0; made < PER_KIND && attempt < PER_KIND * 200; attempt++) {
    const index = Math.floor(rnd() * docs.length);
    if (used.has(index)) continue;
    const doc = docs[index]!;
    const query = make(doc, index);
    if (!query) continue;
    used.add(index);
    add(kind, query, doc);
    made++;
  }
}

generate('exact name', (doc, i) => identifyingText(doc, i));
generate('exact name, lower case', (doc, i) => identifyingText(doc, i)?.toLowerCase() ?? null);
generate('abbreviation', (doc, i) => {
  const short = abbreviate(doc.name);
  return short ? identifyingText(doc, i, short) : null;
});
generate('typo', (doc, i) => {
  const clean = identifyingText(doc, i);
  return clean ? withTypo(clean) : null;
});
generate('missing word', (doc, i) => {
  const words = doc.name.split(' ');
  if (words.length < 4) return null;
  const drop = 1 + Math.floor(rnd() * (words.length - 2));
  if (/^\d+$/.test(words[drop]!)) return null;
  const reduced = words.filter((_, k) => k !== drop).join(' ');
  return identifyingText(doc, i, reduced);
});
generate('prefix while typing', (doc, i) => {
  const clean = identifyingText(doc, i);
  if (!clean) return null;
  const words = clean.split(' ');
  const last = words.at(-1)!;
  if (!/^[a-z]{5,}$/i.test(last)) return null;
  const cut = `${words.slice(0, -1).join(' ')} ${last.slice(0, Math.max(3, Math.ceil(last.length * 0.6)))}`;
  return identifies(cut, i, true) ? cut.toLowerCase() : null;
});
generate('name + city, common name', (doc, i) => {
  // names shared by several schools of the country, told apart by the place
  if (matches(doc.name).length < 3) return null;
  const [, city] = placeWords(doc);
  const text = `${doc.name} ${city}`;
  return identifies(text, i) ? text.toLowerCase() : null;
});

const json = JSON.stringify(
  {
    about:
      'Fuzzy queries generated from registry schools by tests/bench/search-support/make-quality-set.ts; each names exactly one school (by NPSN) once its typo or cut is undone.',
    count: out.length,
    queries: out,
  },
  null,
  1,
);
await writeFile(new URL('../fixtures/search-quality.json', import.meta.url), `${json}\n`);
console.log(`${out.length} queries`);
