/**
 * Display names for registry school names, which arrive mostly in upper case
 * ("SD NEGERI 1 BAKONGAN"). Words are title-cased; acronyms, roman numerals and
 * a few particles keep their conventional form. The raw name is stored apart.
 */

// Acronyms that contain a vowel (and so are not caught by the no-vowel rule below).
const ACRONYMS = new Map(
  [
    'SMA',
    'SMAN',
    'SMAS',
    'SMAI',
    'SMAIT',
    'SMAK',
    'SMALB',
    'SMALBN',
    'SMALBS',
    'SDI',
    'SDIT',
    'SDIU',
    'SDIP',
    'SMPI',
    'SMPIT',
    'SMKI',
    'SMKIT',
    'TKIT',
    'IT',
    'TI',
    'PAUD',
    'PAUDQ',
    'TPA',
    'TPI',
    'MI',
    'RA',
    'PGRI',
    'UPT',
    'UPTD',
    'NU',
    'OKU',
    'DDI',
    'PUI',
    'PPU',
    'YPI',
    'YPAC',
    'YPPGI',
    'BOPKRI',
    'GMIM',
    'GMIT',
    'GMIH',
    'GMIST',
    'GKI',
    'GPI',
    'SUPM',
    'ABC',
    'ABCD',
  ].map((word) => [word, word]),
);
ACRONYMS.set('MTS', 'MTs');
ACRONYMS.set('MTSN', 'MTsN');
ACRONYMS.set('MTSS', 'MTsS');

// Madrasah and Islamic kindergarten prefixes that are also ordinary words
// ("Sungai Mas", "Man Ana"): acronyms only as the first word of a name.
const LEADING_ACRONYMS = new Set(['MA', 'MAN', 'MAS', 'MIN', 'MIS', 'BA', 'TA']);

// Consonant-only abbreviations that are written as titles, not as acronyms.
const TITLE_ABBREVIATIONS = new Map([
  ['ST', 'St'],
  ['DR', 'Dr'],
  ['HJ', 'Hj'],
  ['JL', 'Jl'],
  ['TGK', 'Tgk'],
  ['MR', 'Mr'],
]);

// Joining words written in lower case inside a name.
const PARTICLES = new Set([
  'dan',
  'dari',
  'di',
  'ke',
  'yang',
  'untuk',
  'bin',
  'binti',
  'wal',
  'of',
  'the',
  'and',
]);

const ROMAN = /^(?=[IVX])X{0,3}(IX|IV|V?I{0,3})$/;
const HAS_VOWEL = /[AEIOU]/;
const HAS_LETTER = /\p{L}/u;
// Separators kept in the output; apostrophes are part of a word ("Ma'arif").
const SEPARATOR = /([\s/\-.,()&+:;"]+)/;
// A school-type acronym glued to a number or the next word ("SDN12", "SDISLAM").
const GLUED_NUMBER = /^(SDN|SMPN|SMAN|SMKN|SD|SMP|SMA|SMK)(\d+)$/;
const GLUED_WORD = /^(SD|SMP|SMA|SMK)([A-Z]{4,})$/;

interface WordContext {
  first: boolean;
  last: boolean;
}

function titleCase(word: string): string {
  const lower = word.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

// Registry names share most of their words; casing each distinct word once saves
// most of the work on a national import.
const cache = new Map<string, string>();
const CACHE_LIMIT = 200_000;

function caseWord(word: string, context: WordContext): string {
  const key = `${context.first ? 1 : 0}${context.last ? 1 : 0}${word}`;
  let cased = cache.get(key);
  if (cased === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cased = caseWordUncached(word, context);
    cache.set(key, cased);
  }
  return cased;
}

function caseWordUncached(word: string, context: WordContext): string {
  if (!HAS_LETTER.test(word)) return word;
  const upper = word.toUpperCase();
  const isMixed = word !== upper && word !== word.toLowerCase();

  if (ACRONYMS.has(upper)) return ACRONYMS.get(upper)!;
  if (context.first && LEADING_ACRONYMS.has(upper)) return upper;
  if (/\d/.test(word)) return upper; // "7A", "01B"
  if (ROMAN.test(upper)) return upper;
  // Jakarta's morning and afternoon shifts ("05 Pg", "20 Pt") vs. "PG Komering", "PT Mazuma"
  if (upper === 'PG' || upper === 'PT') return context.last ? titleCase(word) : upper;
  if (TITLE_ABBREVIATIONS.has(upper)) return TITLE_ABBREVIATIONS.get(upper)!;
  if (!HAS_VOWEL.test(upper) && /^[A-Z]+$/.test(upper)) return upper; // SD, SMPN, YPK, HKBP
  if (isMixed) return word; // the source already chose a casing ("eL-Rahma", "McD")
  if (!context.first && PARTICLES.has(word.toLowerCase())) return word.toLowerCase();
  return titleCase(word);
}

function splitGluedPrefix(first: string): string {
  const upper = first.toUpperCase();
  if (ACRONYMS.has(upper)) return first;
  const match = GLUED_NUMBER.exec(upper) ?? GLUED_WORD.exec(upper);
  if (!match || (!HAS_VOWEL.test(match[2]!) && !/^\d+$/.test(match[2]!))) return first;
  const cut = match[1]!.length;
  return `${first.slice(0, cut)} ${first.slice(cut)}`;
}

/** "SD NEGERI 1 BAKONGAN" -> "SD Negeri 1 Bakongan"; "SMAN 18 BOMBANA" -> "SMAN 18 Bombana". */
export function displayName(raw: string): string {
  const collapsed = raw.replace(/\s+/g, ' ').trim();
  if (collapsed === '') return collapsed;
  const [head = '', ...tail] = collapsed.split(' ');
  const text = [splitGluedPrefix(head), ...tail].join(' ');

  const parts = text.split(SEPARATOR);
  let lastWord = -1;
  parts.forEach((part, index) => {
    if (index % 2 === 0 && part !== '') lastWord = index;
  });
  // "first" covers every word of the first space-separated token ("RA/BA/TA")
  let inFirstToken = true;
  return parts
    .map((part, index) => {
      if (index % 2 === 1) {
        if (/\s/.test(part)) inFirstToken = false;
        return part;
      }
      return caseWord(part, { first: inFirstToken, last: index === lastWord });
    })
    .join('');
}
