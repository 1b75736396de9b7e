// Indonesian school-name knowledge, shared by both engines. normalize.ts applies
// it to documents and queries alike, so 'SDN 5' and 'SD Negeri 5' become the same
// words before any engine sees them; meilisearch/settings.ts turns it into synonyms.

/**
 * A lookup table without Object.prototype: words come from search queries, and
 * 'constructor' or 'toString' must find nothing rather than a function.
 */
function table<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}

/** Words that name a school level or form; a status letter after one is expanded. */
export const LEVEL_WORDS: ReadonlySet<string> = new Set([
  'tk',
  'kb',
  'ra',
  'paud',
  'tpa',
  'sps',
  'sd',
  'mi',
  'smp',
  'mts',
  'sma',
  'ma',
  'smk',
  'slb',
  'sdlb',
  'smplb',
  'smalb',
  'smlb',
  'smklb',
  'tklb',
]);

/**
 * Levels the registry sometimes glues to the next word ('SDK Aletheia', 'SDI Al
 * Husna', 'SMPK Penabur', 'SDBUDI MURNI'), longest first. Only levels no
 * ordinary word begins with: not 'ma', 'mi' or 'ra' ('Mandiri', 'Miftahul').
 */
export const GLUED_LEVELS: readonly string[] = [
  'smplb',
  'smalb',
  'smklb',
  'sdlb',
  'tklb',
  'paud',
  'smp',
  'sma',
  'smk',
  'slb',
  'mts',
  'tpa',
  'sd',
  'tk',
  'kb',
];

/** Ordinary words that begin like a glued level ('SD Smart Ekselensia'). */
export const NOT_GLUED: readonly string[] = ['smart'];

/** 'SD N 5', 'SD NEG. 5', 'SMP S Darul Amin': a status letter following a level word. */
export const STATUS_AFTER_LEVEL: Readonly<Record<string, string>> = table({
  n: 'negeri',
  neg: 'negeri',
  negri: 'negeri',
  s: 'swasta',
  swt: 'swasta',
});

/** Level and status written as one word, anywhere in a name. */
export const COMPOUNDS: Readonly<Record<string, readonly string[]>> = table({
  sdn: ['sd', 'negeri'],
  sds: ['sd', 'swasta'],
  smpn: ['smp', 'negeri'],
  smps: ['smp', 'swasta'],
  sman: ['sma', 'negeri'],
  smas: ['sma', 'swasta'],
  smkn: ['smk', 'negeri'],
  smks: ['smk', 'swasta'],
  tkn: ['tk', 'negeri'],
  tks: ['tk', 'swasta'],
  slbn: ['slb', 'negeri'],
  slbs: ['slb', 'swasta'],
  sdlbn: ['sdlb', 'negeri'],
  sdlbs: ['sdlb', 'swasta'],
  smplbn: ['smplb', 'negeri'],
  smplbs: ['smplb', 'swasta'],
  smalbn: ['smalb', 'negeri'],
  smalbs: ['smalb', 'swasta'],
  mtsn: ['mts', 'negeri'],
  mtss: ['mts', 'swasta'],
  sdit: ['sd', 'islam', 'terpadu'],
  smpit: ['smp', 'islam', 'terpadu'],
  smait: ['sma', 'islam', 'terpadu'],
  smkit: ['smk', 'islam', 'terpadu'],
  tkit: ['tk', 'islam', 'terpadu'],
  it: ['islam', 'terpadu'],
  satap: ['1', 'atap'],
});

/**
 * Madrasah compounds that are also ordinary words ('Sungai Mas', 'SMAS Man Ana'):
 * expanded only at the start of a text or right before a number ('MAN 2 Bandung').
 */
export const GUARDED_COMPOUNDS: Readonly<Record<string, readonly string[]>> = table({
  min: ['mi', 'negeri'],
  mis: ['mi', 'swasta'],
  man: ['ma', 'negeri'],
  mas: ['ma', 'swasta'],
});

/** Single-word abbreviations of places and administrative words. */
export const ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = table({
  kab: ['kabupaten'],
  kabupatan: ['kabupaten'],
  kec: ['kecamatan'],
  kel: ['kelurahan'],
  prov: ['provinsi'],
  propinsi: ['provinsi'],
  adm: ['administrasi'],
  kep: ['kepulauan'],
  dki: ['daerah', 'khusus', 'ibukota'],
  diy: ['daerah', 'istimewa', 'yogyakarta'],
  jogja: ['yogyakarta'],
  jogjakarta: ['yogyakarta'],
  yogya: ['yogyakarta'],
  jkt: ['jakarta'],
  jakpus: ['jakarta', 'pusat'],
  jakbar: ['jakarta', 'barat'],
  jaksel: ['jakarta', 'selatan'],
  jaktim: ['jakarta', 'timur'],
  jakut: ['jakarta', 'utara'],
  jabar: ['jawa', 'barat'],
  jateng: ['jawa', 'tengah'],
  jatim: ['jawa', 'timur'],
  sumut: ['sumatera', 'utara'],
  sumbar: ['sumatera', 'barat'],
  sumsel: ['sumatera', 'selatan'],
  kalbar: ['kalimantan', 'barat'],
  kalteng: ['kalimantan', 'tengah'],
  kalsel: ['kalimantan', 'selatan'],
  kaltim: ['kalimantan', 'timur'],
  kaltara: ['kalimantan', 'utara'],
  sulut: ['sulawesi', 'utara'],
  sulteng: ['sulawesi', 'tengah'],
  sulsel: ['sulawesi', 'selatan'],
  sultra: ['sulawesi', 'tenggara'],
  sulbar: ['sulawesi', 'barat'],
  ntb: ['nusa', 'tenggara', 'barat'],
  ntt: ['nusa', 'tenggara', 'timur'],
  babel: ['kepulauan', 'bangka', 'belitung'],
  kepri: ['kepulauan', 'riau'],
  sumatra: ['sumatera'],
});

/** Spelled-out level names, rewritten to the abbreviation registry names use. */
export const LONG_FORMS: readonly (readonly [readonly string[], readonly string[]])[] = [
  [['sekolah', 'dasar'], ['sd']],
  [['sekolah', 'menengah', 'pertama'], ['smp']],
  [['sekolah', 'menengah', 'atas'], ['sma']],
  [['sekolah', 'menengah', 'kejuruan'], ['smk']],
  [['sekolah', 'luar', 'biasa'], ['slb']],
  [['taman', 'kanak', 'kanak'], ['tk']],
  [['kelompok', 'bermain'], ['kb']],
  [['madrasah', 'ibtidaiyah'], ['mi']],
  [['madrasah', 'tsanawiyah'], ['mts']],
  [['madrasah', 'aliyah'], ['ma']],
  [['raudhatul', 'athfal'], ['ra']],
];

/** Arabic articles written apart, hyphenated or joined: 'Al-Azhar' = 'Al Azhar' = 'Alazhar'. */
export const ARTICLES: ReadonlySet<string> = new Set([
  'al',
  'el',
  'ar',
  'as',
  'an',
  'at',
  'ad',
  'az',
  'ash',
  'asy',
  'ats',
  'ath',
  'adz',
]);

/** Number words; 'belas' (teen) and 'puluh' (tens) combine with them. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = table({
  nol: 0,
  satu: 1,
  dua: 2,
  tiga: 3,
  empat: 4,
  lima: 5,
  enam: 6,
  tujuh: 7,
  delapan: 8,
  sembilan: 9,
  sepuluh: 10,
  sebelas: 11,
  seratus: 100,
});

/** 'Nomor 5', 'No. 5': the word carries nothing once a number follows. */
export const NUMBER_MARKERS: ReadonlySet<string> = new Set(['no', 'nomor', 'nomer', 'nmr']);

/**
 * Pairs of equivalent phrases for engines that want synonyms (Meilisearch):
 * every compound and abbreviation with its expansion. Not the guarded
 * madrasah compounds: a synonym applies everywhere, and 'ma swasta' must not
 * find 'Sungai Mas' (the normaliser already expands them where they are forms).
 */
export function synonymPairs(): [string, string][] {
  const pairs: [string, string][] = [];
  for (const table of [COMPOUNDS, ABBREVIATIONS])
    for (const [short, long] of Object.entries(table)) pairs.push([short, long.join(' ')]);
  for (const [long, short] of LONG_FORMS)
    if (long.join(' ') !== short.join(' ')) pairs.push([short.join(' '), long.join(' ')]);
  return pairs;
}
