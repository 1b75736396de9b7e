// Builds tests/bench/fixtures/search-quality.json: fuzzy queries generated from
// real schools, each with the school it means. A query is kept only when its
// clean form (before the typo or the cut) names exactly one school of the
// registry: every word found in that school's name or location and in no
// other school's, as a parent who adds the district or city would type it.
//   npx tsx tests/bench/search-support/make-quality-set.ts
import { writeFile } from 'node:fs/promises';
import type { SearchDocument } from '@core/contracts/search';
import { splitWords, unglue, writtenWordCount } from '@search/normalize';
import { GLUED_LEVELS } from '@search/synonyms';
import { random, registryDocuments, searchBenchDatabase } from './documents';
import { createOracle } from './quality-oracle';
import { abbreviate, createQueryEdits } from './query-edits';

interface QualityQuery {
  kind: string;
  query: string;
  /** the area chosen in the listing, when the query was typed there */
  filters?: { cityId: string } | { provinceId: string };
  npsn: string;
  name: string;
  location: string;
}

const PER_KIND = 60;
const rnd = random(2026);

const { sql } = await searchBenchDatabase('registry');
const docs = (await registryDocuments(sql)).filter((d) => d.npsn);
await sql.end();

const { postings, matches, identifies, identifyingText, placeWords } = createOracle(docs);

const { withTypo, withTwoTypos, cutInside } = createQueryEdits(rnd, (word) => postings.has(word));

const out: QualityQuery[] = [];
const used = new Set<number>();
function add(kind: string, query: string, doc: SearchDocument, filters?: QualityQuery['filters']) {
  out.push({
    kind,
    query,
    ...(filters ? { filters } : {}),
    npsn: doc.npsn!,
    name: doc.name,
    location: doc.location,
  });
}

function generate(
  kind: string,
  make: (doc: SearchDocument, index: number) => string | null,
  pool: readonly number[] | null = null,
  filtersOf?: (doc: SearchDocument) => QualityQuery['filters'],
) {
  let made = 0;
  const draws = pool ?? docs;
  for (let attempt = 0; made < PER_KIND && attempt < PER_KIND * 200; attempt++) {
    const drawn = Math.floor(rnd() * draws.length);
    const index = pool ? pool[drawn]! : drawn;
    if (used.has(index)) continue;
    const doc = docs[index]!;
    const query = make(doc, index);
    if (!query) continue;
    used.add(index);
    add(kind, query, doc, filtersOf?.(doc));
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

// Kinds added for issue 11: how the registry and parents write names that word
// matching alone misses. Each is made from registry names by a rule.

/** First words of names: a level and the word after it, or a level glued to it. */
const firstWords = (doc: SearchDocument) => splitWords(doc.name).words;
const gluedInRegistry = docs.flatMap((doc, i) => (unglue(firstWords(doc)[0] ?? '') ? [i] : []));
const levelThenWord = docs.flatMap((doc, i) => {
  const [level, next] = firstWords(doc);
  // a name word, not the status ('SD Negeri' glued is a compound the registry spells out)
  const name = next && /^[a-z]+$/.test(next) && !/^(negeri|neg|swasta|n|s)$/.test(next);
  return level && name && GLUED_LEVELS.includes(level) ? [i] : [];
});

generate(
  'level glued in the query',
  (doc, i) => {
    // 'SD Budi Murni' typed 'sdbudi murni'
    const clean = identifyingText(doc, i);
    return clean ? clean.toLowerCase().replace(/^([a-z]+)[\s.-]+/, '$1') : null;
  },
  levelThenWord,
);
generate(
  'level glued in the registry',
  (doc, i) => {
    // 'SDK Aletheia' typed as written in lower case, or with the level apart
    const clean = identifyingText(doc, i);
    if (!clean) return null;
    const [first] = splitWords(clean).words;
    const [level, rest] = unglue(first!)!;
    const lower = clean.toLowerCase();
    return rnd() < 0.5 ? lower : lower.replace(first!, `${level} ${rest}`);
  },
  gluedInRegistry,
);

generate('two typos in a word', (doc, i) => {
  const clean = identifyingText(doc, i);
  return clean ? withTwoTypos(clean) : null;
});

/** Schools by their written words in lower case, to tell a name from its variants. */
const byWrittenName = new Map<string, number>();
for (const doc of docs) {
  const key = splitWords(doc.name).words.join(' ');
  byWrittenName.set(key, (byWrittenName.get(key) ?? 0) + 1);
}

generate('exact name among longer names', (doc) => {
  // the name as written, whose words other (longer or differently written) names also have
  if (byWrittenName.get(splitWords(doc.name).words.join(' ')) !== 1) return null;
  const others = matches(doc.name).filter(
    (j) => writtenWordCount(docs[j]!.name) > writtenWordCount(doc.name),
  );
  const same = matches(doc.name).filter(
    (j) => writtenWordCount(docs[j]!.name) <= writtenWordCount(doc.name),
  );
  return others.length > 0 && same.length === 1 ? doc.name.toLowerCase() : null;
});

generate(
  'deep prefix in the chosen city',
  (doc, index) => {
    // the name with its last word cut to 3 letters, typed in a listing filtered to the city:
    // the school whose whole name that completes is the only one so short
    const words = doc.name.split(/\s+/);
    const last = words.at(-1)!;
    if (words.length < 2 || !/^[a-z]{5,}$/i.test(last)) return null;
    const cut = `${words.slice(0, -1).join(' ')} ${last.slice(0, 3)}`.toLowerCase();
    const inCity = matches(cut, true).filter((j) => docs[j]!.cityId === doc.cityId);
    const length = writtenWordCount(doc.name);
    const shorter = inCity.filter((j) => writtenWordCount(docs[j]!.name) <= length);
    return inCity.length > 1 && shorter.length === 1 && shorter[0] === index ? cut : null;
  },
  null,
  (doc) => ({ cityId: doc.cityId }),
);

// Kinds added for issue 22, made by rules from registry names (appended, so the
// kinds above draw the same schools as before): a name cut anywhere inside a
// word as it is being typed, in the whole country and in a listing filtered to
// the school's province; a number written with or without its leading zero;
// one typo in a name that has a number.

generate('name typed partway', (doc, i) => {
  const cut = cutInside(doc.name);
  return cut && identifies(cut, i, true) ? cut : null;
});
generate(
  'name typed partway in the chosen province',
  (doc, index) => {
    const cut = cutInside(doc.name);
    if (!cut) return null;
    const inProvince = matches(cut, true).filter((j) => docs[j]!.provinceId === doc.provinceId);
    return inProvince.length === 1 && inProvince[0] === index ? cut : null;
  },
  null,
  (doc) => ({ provinceId: doc.provinceId }),
);
generate('number with or without its leading zero', (doc, i) => {
  const number = doc.name.match(/\b(0?)([1-9])\b/);
  if (!number) return null;
  const other = number[1] ? number[2]! : `0${number[2]}`;
  return identifyingText(doc, i, doc.name.replace(number[0], other));
});
generate('one typo in a name with a number', (doc, i) => {
  if (!/\b\d+\b/.test(doc.name)) return null;
  const clean = identifyingText(doc, i);
  return clean ? withTypo(clean) : null;
});

generate('name typed partway among longer names', (doc, index) => {
  // the name's last word cut short, in the whole country: longer names complete it too,
  // and the school whose whole name it is the only one so short
  const words = doc.name.split(/\s+/);
  const last = words.at(-1)!;
  if (words.length < 2 || !/^[a-z]{4,}$/i.test(last)) return null;
  const keep = 2 + Math.floor(rnd() * (last.length - 2));
  const cut = `${words.slice(0, -1).join(' ')} ${last.slice(0, keep)}`.toLowerCase();
  const found = matches(cut, true);
  const length = writtenWordCount(doc.name);
  const short = found.filter((j) => writtenWordCount(docs[j]!.name) <= length);
  return found.length > 1 && short.length === 1 && short[0] === index ? cut : null;
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
