import { describe, expect, it } from 'vitest';
import { alternativeText, analyze, normalizeText, romanValue, splitWords } from './normalize';

describe('normalizeText', () => {
  it.each([
    ['SD NEGERI 1 BAKONGAN', 'sd negeri 1 bakongan'],
    ['SDN 05 Bandung', 'sd negeri 5 bandung'],
    ['SD N 5', 'sd negeri 5'],
    ['SD NEG. 5', 'sd negeri 5'],
    ['SD Negeri 5', 'sd negeri 5'],
    ['SDS Maju', 'sd swasta maju'],
    ['SMP S Darul Amin', 'smp swasta darul amin'],
    ['SMPN 1', 'smp negeri 1'],
    ['SMAN 3', 'sma negeri 3'],
    ['SMKN 2', 'smk negeri 2'],
    ['SMKS Bina Karya', 'smk swasta bina karya'],
    ['TKN Pembina', 'tk negeri pembina'],
    ['SDIT Nurul Fikri', 'sd islam terpadu nurul fikri'],
    ['SMPIT', 'smp islam terpadu'],
    ['SMAIT', 'sma islam terpadu'],
    ['TKIT', 'tk islam terpadu'],
    ['SD IT Insan Madani', 'sd islam terpadu insan madani'],
    ['MIN 2 Kota Bandung', 'mi negeri 2 kota bandung'],
    ['MTsN 3', 'mts negeri 3'],
    ['MAN 1 Bandung', 'ma negeri 1 bandung'],
    ['Sekolah Dasar Negeri 3', 'sd negeri 3'],
    ['Madrasah Aliyah Negeri 1', 'ma negeri 1'],
  ])('expands level and status abbreviations: %s', (text, expected) => {
    expect(normalizeText(text)).toBe(expected);
  });

  it('expands madrasah forms only where they are forms, not words', () => {
    expect(normalizeText('SD Negeri Alur Mas')).toBe('sd negeri alur mas');
    expect(normalizeText('SMAS Man Ana')).toBe('sma swasta man ana');
    expect(normalizeText('MAS Al Hidayah')).toBe('ma swasta alhidayah');
  });

  it.each([
    ['SDBUDI MURNI', 'sd budi murni'],
    ['sdbudi murni', 'sd budi murni'],
    ['SDK Aletheia', 'sd k aletheia'],
    ['SDI Al Husna', 'sd i alhusna'],
    ['SMPK 2 Penabur', 'smp k 2 penabur'],
    ['SMALB Negeri 1', 'smalb negeri 1'],
    ['SMALBS Karya', 'smalb swasta karya'],
    ['SDNEGERI 3 Padang', 'sd negeri 3 padang'],
    ['PAUDQ Mutiara', 'paud q mutiara'],
    ['SDIT Nurul Fikri', 'sd islam terpadu nurul fikri'],
    ['SD Smart Ekselensia', 'sd smart ekselensia'],
    ['Smart Kids', 'smart kids'],
    ['Mandiri Sdk', 'mandiri sdk'],
    ['Madrasah Mandiri', 'madrasah mandiri'],
  ])('splits a level glued to the first word: %s', (text, expected) => {
    expect(normalizeText(text)).toBe(expected);
  });

  it.each([
    ['Al-Azhar', 'alazhar'],
    ['Al Azhar', 'alazhar'],
    ['ALAZHAR', 'alazhar'],
    ['SD IT AZ-ZAHRA', 'sd islam terpadu azzahra'],
    ['SMA Al Qur an Ar-Raudhah', 'sma alqur an arraudhah'],
    ["SMPS Darul Qur'an", 'smp swasta darul quran'],
    ['al az', 'alaz'],
  ])('joins Arabic articles: %s', (text, expected) => {
    expect(normalizeText(text)).toBe(expected);
  });

  it.each([
    ['SD Negeri 05', 'sd negeri 5'],
    ['SD 001', 'sd 1'],
    ['SD 0', 'sd 0'],
    ['SD NEGERI II TAROK', 'sd negeri 2 tarok'],
    ['SMAN 1 Koto XI Tarusan', 'sma negeri 1 koto 11 tarusan'],
    ['SMP Negeri Satu Atap', 'smp negeri 1 atap'],
    ['SMP Satap 2', 'smp 1 atap 2'],
    ['SD dua belas', 'sd 12'],
    ['SD sebelas', 'sd 11'],
    ['Kabupaten Lima Puluh Kota', 'kabupaten 50 kota'],
    ['sd dua puluh tiga', 'sd 23'],
    ['SD Negeri No. 21 Sabang', 'sd negeri 21 sabang'],
    ['SDN1 Cibadak', 'sd negeri 1 cibadak'],
  ])('reads numbers as digits: %s', (text, expected) => {
    expect(normalizeText(text)).toBe(expected);
  });

  it.each([
    ['Kab. Bandung', 'kabupaten bandung'],
    ['Kab Bandung', 'kabupaten bandung'],
    ['Kabupaten Bandung', 'kabupaten bandung'],
    ['Kota Bandung', 'kota bandung'],
    ['Kec. Sukasari', 'kecamatan sukasari'],
    ['DKI Jakarta', 'daerah khusus ibukota jakarta'],
    ['Jabar', 'jawa barat'],
  ])('expands place abbreviations: %s', (text, expected) => {
    expect(normalizeText(text)).toBe(expected);
  });

  it('ignores case, accents and punctuation', () => {
    expect(normalizeText('  SMK  Négeri—1, Cimahi!! ')).toBe('smk negeri 1 cimahi');
    expect(normalizeText('Ma`arif')).toBe('maarif');
    expect(normalizeText('')).toBe('');
    expect(normalizeText('---')).toBe('');
  });
});

describe('analyze', () => {
  it('keeps the replaced spelling beside the canonical word', () => {
    expect(analyze('SDN 5')).toEqual([
      { term: 'sd', alt: 'sdn' },
      { term: 'negeri' },
      { term: '5' },
    ]);
    expect(analyze('Al Azhar')).toEqual([{ term: 'alazhar', alt: 'azhar' }]);
    expect(alternativeText('SMPIT Al-Azhar II')).toBe('smpit azhar ii');
    expect(analyze('SDI Rokat')).toEqual([
      { term: 'sd', alt: 'sdi' },
      { term: 'i', alt: '1' },
      { term: 'rokat' },
    ]);
    expect(analyze('SDBudi Murni')).toEqual([
      { term: 'sd', alt: 'sdbudi' },
      { term: 'budi' },
      { term: 'murni' },
    ]);
  });
});

describe('splitWords', () => {
  it('splits letters from digits and tells whether the last word was finished', () => {
    expect(splitWords('smpn1 band')).toEqual({
      words: ['smpn', '1', 'band'],
      trailingSeparator: false,
    });
    expect(splitWords('smpn1 ').trailingSeparator).toBe(true);
  });
});

describe('romanValue', () => {
  it('reads I to XXXIX and nothing else', () => {
    expect(romanValue('i')).toBe(1);
    expect(romanValue('iv')).toBe(4);
    expect(romanValue('xiv')).toBe(14);
    expect(romanValue('xxxix')).toBe(39);
    expect(romanValue('mi')).toBeUndefined();
    expect(romanValue('iiii')).toBeUndefined();
    expect(romanValue('')).toBeUndefined();
  });
});

describe('words that are names of Object.prototype', () => {
  // words are lower-cased first: 'constructor' is the one that reached a prototype
  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    '%s is an ordinary word',
    (word) => {
      expect(analyze(`sd ${word}`).map((token) => token.term)).toEqual(['sd', word.toLowerCase()]);
    },
  );
});
