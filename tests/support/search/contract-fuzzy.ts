// Contract cases: what the registry writes and parents type that plain word
// matching misses (issue 11): levels glued to the name, words with one typo
// more than their length allows, words run together or apart, exact names
// among longer ones, and names still being typed.
import { expect, it } from 'vitest';
import { fixtureDocument, IDS } from './contract-fixtures';
import type { ContractContext } from './contract-support';

const ACEH_BESAR = {
  district: ['11.06.01', 'Lhoknga'] as [string, string],
  city: ['11.06', 'Kabupaten Aceh Besar'] as [string, string],
  province: ['11', 'Aceh'] as [string, string],
};
const MEDAN = {
  district: ['12.71.01', 'Medan Kota'] as [string, string],
  city: ['12.71', 'Kota Medan'] as [string, string],
  province: ['12', 'Sumatera Utara'] as [string, string],
};
const SOLO = {
  district: ['33.72.01', 'Laweyan'] as [string, string],
  city: ['33.72', 'Kota Surakarta'] as [string, string],
  province: ['33', 'Jawa Tengah'] as [string, string],
};

/** Declared inside a describe whose beforeEach loads the fixture schools. */
export function fuzzyCases(suite: ContractContext): void {
  const { ids, first } = suite;
  const d = fixtureDocument;

  it('matches a level glued to the name both ways', async () => {
    await suite.engine.upsert([
      d(50, 'SDBUDI MURNI', 'sd', MEDAN),
      d(51, 'SD Citra Kasih', 'sd', MEDAN),
      d(52, 'SDK Aletheia', 'sd', SOLO),
      d(53, 'SD Budi Mulia', 'sd', MEDAN, { popularity: 90 }),
    ]);
    // as the registry wrote it, in lower case, and with the level apart
    expect(await first('sdbudi murni')).toBe(50);
    expect(await first('SDBUDI MURNI')).toBe(50);
    expect(await first('sd budi murni')).toBe(50);
    // glued in the query, apart in the registry
    expect(await first('sdcitra kasih')).toBe(51);
    expect(await first('sdk aletheia')).toBe(52);
    expect(await first('sd k aletheia')).toBe(52);
    expect(await first('sd aletheia')).toBe(52);
  });

  it('reads a word run together as the two words the name has, and two words as one', async () => {
    await suite.engine.upsert([
      d(50, 'SDBUDI MURNI', 'sd', MEDAN),
      d(53, 'SD Budi Mulia', 'sd', MEDAN, { popularity: 90 }),
      d(54, 'SMP Dharmaputra', 'smp', SOLO),
    ]);
    expect(await first('sd budimurni')).toBe(50);
    expect(await first('sd budimurni medan')).toBe(50);
    expect(await first('smp dharma putra')).toBe(54);
  });

  it('tries a word with one typo more before dropping it', async () => {
    // 'cimhxi' is two typos from the 6-letter 'cimahi', which allows one
    expect(await first('cimhxi smk')).toBe(IDS.smkn1Cimahi);
    expect(await first('smk negeri 1 cimhxi')).toBe(IDS.smkn1Cimahi);
    // a 3-letter word never gets a typo: 'smo' is not 'smp'
    expect(await ids({ text: 'smo negeri 2 bandung' })).not.toContain(IDS.smpn2Bandung);
  });

  it('ranks a word matched within its typo budget above one matched only with one more', async () => {
    await suite.engine.upsert([d(55, 'SD Negeri Sukamaja', 'sd', ACEH_BESAR, { popularity: 99 })]);
    // 'sukamxju' is one typo from 'sukamaju', two from 'sukamaja'
    const order = await ids({ text: 'sd negeri sukamxju', limit: 10 });
    expect(order.slice(0, 2).sort()).toEqual([IDS.sukamajuBogor, IDS.sukamajuDepok].sort());
    if (order.includes(55)) expect(order.indexOf(55)).toBeGreaterThan(1);
  });

  it('ranks the name written as typed above the same name with more words', async () => {
    await suite.engine.upsert([
      d(56, 'SD Negeri 4 Lhoknga', 'sd', ACEH_BESAR),
      d(57, 'SD Negeri No. 4 Lhoknga', 'sd', ACEH_BESAR, { popularity: 80 }),
      d(58, 'SDS Harapan', 'sd', MEDAN),
      d(59, 'SD Kasih Harapan', 'sd', MEDAN, { popularity: 80 }),
      d(60, 'SD Negeri Sukamaju Indah', 'sd', ACEH_BESAR, { popularity: 80 }),
    ]);
    expect(await ids({ text: 'sd negeri 4 lhoknga', limit: 2 })).toEqual([56, 57]);
    expect(await ids({ text: 'sd harapan', limit: 2 })).toEqual([58, 59]);
    const sukamaju = await ids({ text: 'sd negeri sukamaju', limit: 3 });
    expect(sukamaju.slice(0, 2).sort()).toEqual([IDS.sukamajuBogor, IDS.sukamajuDepok].sort());
    expect(sukamaju[2]).toBe(60);
  });

  it('completes a word being typed to whole names first', async () => {
    await suite.engine.upsert([
      d(60, 'SD Negeri Sukamaju Indah', 'sd', ACEH_BESAR, { popularity: 80 }),
      d(61, 'SD Negeri Sukamulya Baru Jaya', 'sd', ACEH_BESAR, { popularity: 90 }),
    ]);
    const order = await ids({ text: 'sd negeri sukam', limit: 4 });
    expect(order.slice(0, 2).sort()).toEqual([IDS.sukamajuBogor, IDS.sukamajuDepok].sort());
    expect(order.slice(2)).toEqual([60, 61]);
    // in the area chosen by a filter or named while typing
    expect(await first('sd negeri sukamaju dep')).toBe(IDS.sukamajuDepok);
    expect(await ids({ text: 'sd negeri sukam', filters: { cityId: '32.76' } })).toEqual([
      IDS.sukamajuDepok,
    ]);
  });
}
