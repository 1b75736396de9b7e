// Contract cases for prefix completion (issue 22): a name typed partway
// completes to whole names, in the chosen area when there is one; numbers
// match with or without a leading zero, also while typing and with a typo
// elsewhere in the name.
import { expect, it } from 'vitest';
import { fixtureDocument, IDS } from './contract-fixtures';
import type { ContractContext } from './contract-support';

/** Declared inside a describe whose beforeEach loads the fixture schools. */
export function prefixCases(suite: ContractContext): void {
  const { ids } = suite;
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

  it('completes a name typed partway, cut inside a word in its middle', async () => {
    // the whole names first ('sukam' is also one typo from Kabupaten Sukabumi's 'sukab')
    expect(sorted((await ids({ text: 'sd negeri sukam', limit: 5 })).slice(0, 2))).toEqual(
      sorted([IDS.sukamajuBogor, IDS.sukamajuDepok]),
    );
    expect((await ids({ text: 'smp negeri satu at', limit: 5 }))[0]).toBe(IDS.smpSatuAtap);
    expect((await ids({ text: 'sd muhammadiyah 4 puc', limit: 5 }))[0]).toBe(IDS.sdMuhammadiyah4);
  });

  it('completes within the chosen area only', async () => {
    expect(await ids({ text: 'sd negeri sukam', filters: { cityId: '32.76' }, limit: 5 })).toEqual([
      IDS.sukamajuDepok,
    ]);
    expect(await ids({ text: 'sd negeri sukam', filters: { cityId: '32.01' }, limit: 5 })).toEqual([
      IDS.sukamajuBogor,
    ]);
    expect(
      await ids({ text: 'sma negeri 1 sor', filters: { provinceId: '32' }, limit: 5 }),
    ).toEqual([IDS.sman1Soreang]);
  });

  it('prefers the whole name the typed word completes over longer names', async () => {
    // 'SD Negeri 1 Bakongan' is whole once 'bak' completes; 'SD Negeri 12 Bakongan' has another number
    expect(await ids({ text: 'sd negeri 1 bak', limit: 5 })).toEqual([IDS.sdn1Bakongan]);
    expect((await ids({ text: 'smp islam band', limit: 5 }))[0]).toBe(IDS.smpIslamBandung);
  });

  it('completes the name word typed partway before names only a typo away, in a district it also starts', async () => {
    // 'bonjo' starts SDN Bonjot's name and the district Bonjogpicung; that district's
    // schools are named 'Bojongpicung', one typo from the typed start (the registry's spellings)
    const place = (district: string, code: string) => ({
      district: [code, district] as [string, string],
      city: ['32.03', 'Kabupaten Cianjur'] as [string, string],
      province: ['32', 'Jawa Barat'] as [string, string],
    });
    const bonjogpicung = place('Bonjogpicung', '32.03.21');
    await suite.engine.upsert([
      fixtureDocument(60, 'SDN Bonjot', 'sd', place('Cililin', '32.03.30')),
      fixtureDocument(61, 'SD Negeri Bojongpicung 1', 'sd', bonjogpicung, { popularity: 40 }),
      fixtureDocument(62, 'SD Negeri Bojongpicung 2', 'sd', bonjogpicung, { popularity: 40 }),
    ]);
    expect((await ids({ text: 'sdn bonjo', limit: 5 }))[0]).toBe(60);
    // the district typed in full still puts its schools first
    expect(sorted((await ids({ text: 'sdn bonjogpicung', limit: 5 })).slice(0, 2))).toEqual([
      61, 62,
    ]);
  });

  it('matches a number with or without its leading zero, also while typing', async () => {
    expect((await ids({ text: 'SDN 5 Cibadak', limit: 5 }))[0]).toBe(IDS.sdn5Cibadak);
    expect((await ids({ text: 'sd negeri 05 cibadak', limit: 5 }))[0]).toBe(IDS.sdn5Cibadak);
    expect((await ids({ text: 'SD Negeri 01 Bakongan', limit: 5 }))[0]).toBe(IDS.sdn1Bakongan);
    expect((await ids({ text: 'sdn 01 bako', limit: 5 }))[0]).toBe(IDS.sdn1Bakongan);
    expect((await ids({ text: 'sdn 5 ciba', limit: 5 }))[0]).toBe(IDS.sdn5Cibadak);
  });

  it('finds a name with a number despite one typo in a word', async () => {
    expect((await ids({ text: 'SD Negeri 12 Bakongn', limit: 5 }))[0]).toBe(IDS.sdn12Bakongan);
    expect((await ids({ text: 'SMK Negri 1 Cimahi', limit: 5 }))[0]).toBe(IDS.smkn1Cimahi);
  });
}
