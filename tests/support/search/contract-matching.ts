// Contract cases: fuzzy matching of Indonesian school names and relevance ranking.
import { expect, it } from 'vitest';
import { fixtureDocument, fixtureDocuments, IDS } from './contract-fixtures';
import type { ContractContext } from './contract-support';

/** Declared inside a describe whose beforeEach loads the fixture schools. */
export function matchingCases(suite: ContractContext): void {
  const { ids, first } = suite;

  it('finds a school by its exact name and returns the whole document', async () => {
    const result = await suite.engine.search({ text: 'SD Negeri 1 Bakongan', limit: 5 });
    expect(result.hits[0]).toEqual(fixtureDocuments().find((doc) => doc.id === IDS.sdn1Bakongan));
    expect(result.total).toBe(1);
  });

  it('ignores case, accents and punctuation', async () => {
    expect(await first('smp NÈGERI 2, bandung!')).toBe(IDS.smpn2Bandung);
    expect(await first('"sma" islam al-azhar (3).')).toBe(IDS.smaAlAzhar3);
  });

  it.each([
    ['SDN 5 Cibadak'],
    ['SD N 5 Cibadak'],
    ['SD Negeri 5 Cibadak'],
    ['SD NEG. 5 Cibadak'],
    ['sd negeri 05 cibadak'],
    ['sd negeri lima cibadak'],
    ['sdn5 cibadak'],
  ])('treats level and status abbreviations as the words: %s', async (text) => {
    expect(await first(text)).toBe(IDS.sdn5Cibadak);
  });

  it.each([
    ['smpn 2 bandung', IDS.smpn2Bandung],
    ['SMP N II Bandung', IDS.smpn2Bandung],
    ['smp negeri dua bandung', IDS.smpn2Bandung],
    ['sd negeri 3 padang', IDS.sdn3Padang],
    ['SD NEGERI III PADANG', IDS.sdn3Padang],
    ['mi negeri 2 bandung', IDS.min2Bandung],
    ['MIN 2 Bandung', IDS.min2Bandung],
    ['ma negeri 1 kota bandung', IDS.man1Bandung],
    ['mts negeri 3 bandung', IDS.mtsn3Bandung],
    ['sd islam terpadu nurul fikri', IDS.sditNurulFikri],
    ['SDIT Nurul Fikri', IDS.sditNurulFikri],
    ['smp satap 2 lembang', IDS.smpSatuAtap],
    ['smp negeri 1 atap 2 lembang', IDS.smpSatuAtap],
  ])('knows numbers, roman numerals and madrasah forms: %s', async (text, id) => {
    expect(await first(text)).toBe(id);
  });

  it.each([['sma al azhar 3'], ['sma alazhar 3'], ['SMA Al-Azhar'], ['azhar 3']])(
    'joins Arabic articles: %s',
    async (text) => {
      expect(await first(text)).toBe(IDS.smaAlAzhar3);
    },
  );

  it.each([
    ['Kab. Bandung soreang', IDS.sman1Soreang],
    ['sma 1 soreang kabupaten bandung', IDS.sman1Soreang],
    ['smp negeri 2 kota bandung', IDS.smpn2Bandung],
  ])('reads Kab., Kabupaten and Kota: %s', async (text, id) => {
    expect(await first(text)).toBe(id);
  });

  it('matches numbers exactly: SD Negeri 1 never finds SD Negeri 12', async () => {
    expect(await ids({ text: 'sd negeri 1 bakongan' })).toEqual([IDS.sdn1Bakongan]);
    expect(await ids({ text: 'sd negeri 1' })).not.toContain(IDS.sdn12Bakongan);
    // no typo and no prefix on numbers either
    expect(await ids({ text: '13' })).toEqual([]);
    expect(await ids({ text: '1' })).not.toContain(IDS.sdn12Bakongan);
    expect(await ids({ text: '12' })).toEqual([IDS.sdn12Bakongan]);
  });

  it.each([
    ['smk negri 1 cimahi', IDS.smkn1Cimahi],
    ['smk negeri 1 cimhai', IDS.smkn1Cimahi],
    ['sd muhamadiyah 4 pucang', IDS.sdMuhammadiyah4],
    ['sd muhammadiyha 4', IDS.sdMuhammadiyah4],
    ['sd mhuammadiyha 4', IDS.sdMuhammadiyah4],
    ['sd negeri 1 bakongn', IDS.sdn1Bakongan],
  ])('tolerates typos by word length: %s', async (text, id) => {
    expect(await first(text)).toBe(id);
  });

  it('allows no typo in short words and one in words of 5 to 8 letters', async () => {
    // 'smo' is 3 letters: no typo allowed, so it is not 'smp'
    expect(await ids({ text: 'smo negeri 2 bandung' })).not.toContain(IDS.smpn2Bandung);
    expect(await first('cimhai smk')).toBe(IDS.smkn1Cimahi);
    // (a word with one typo more is tried before it is dropped: contract-fuzzy.ts)
  });

  it('matches the last word as a prefix while typing, but not earlier words', async () => {
    expect(await first('smp negeri 2 band')).toBe(IDS.smpn2Bandung);
    expect(await first('sd muham')).toBe(IDS.sdMuhammadiyah4);
    expect(await ids({ text: 'band smp negeri 2' })).not.toContain(IDS.smpn2Bandung);
    // a space after the word ends it
    expect(await ids({ text: 'muham ' })).toEqual([]);
  });

  it('finds a school by its NPSN, exactly', async () => {
    expect(await ids({ text: '10102837' })).toEqual([IDS.sdn1Bakongan]);
    expect(await ids({ text: '10102838' })).toEqual([]);
  });

  it('ranks schools in the place named in the query first', async () => {
    expect(await first('sd negeri sukamaju depok')).toBe(IDS.sukamajuDepok);
    expect(await first('sd negeri sukamaju bogor')).toBe(IDS.sukamajuBogor);
    const both = await ids({ text: 'sd negeri sukamaju' });
    expect(both.sort()).toEqual([IDS.sukamajuBogor, IDS.sukamajuDepok].sort());
  });

  it('ranks exact matches before typos and the whole name before a longer one', async () => {
    const bakongan = fixtureDocument(40, 'SD Negeri 1 Bakongan Timur', 'sd', {
      district: ['11.01.05', 'Bakongan Timur'],
      city: ['11.01', 'Kabupaten Aceh Selatan'],
      province: ['11', 'Aceh'],
    });
    const typo = fixtureDocument(41, 'SD Negeri 1 Bakongen', 'sd', {
      district: ['11.01.06', 'Kota Bahagia'],
      city: ['11.01', 'Kabupaten Aceh Selatan'],
      province: ['11', 'Aceh'],
    });
    await suite.engine.upsert([bakongan, typo]);
    const order = await ids({ text: 'sd negeri 1 bakongan' });
    expect(order[0]).toBe(IDS.sdn1Bakongan);
    expect(order).toContain(40);
    expect(order.indexOf(41)).toBeGreaterThan(order.indexOf(IDS.sdn1Bakongan));
  });

  it('drops words from the end when no school has them all', async () => {
    expect(await first('smk negeri 1 cimahi zzyzx')).toBe(IDS.smkn1Cimahi);
    expect(await ids({ text: 'zzyzx smk' })).toEqual([]);
  });

  it('breaks ties by popularity', async () => {
    const order = await ids({ text: 'sd negeri bakongan' });
    expect(order[0]).toBe(IDS.sdn12Bakongan);
  });
}
