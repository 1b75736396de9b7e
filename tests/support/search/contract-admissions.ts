// Contract case for 'pendaftaran dibuka' (issue 23): a document carries its
// current or next registration window and the query names the day, so the
// filter is right on any day without reindexing.
import { expect, it } from 'vitest';
import { fixtureDocuments, IDS } from './contract-fixtures';
import type { ContractContext } from './contract-support';

/** Declared inside a describe whose beforeEach loads the fixture schools. */
export function admissionCases(suite: ContractContext): void {
  it('finds schools whose registration is open on the day asked, with other filters', async () => {
    const byId = new Map(fixtureDocuments().map((doc) => [doc.id, doc]));
    const window = (id: number, opensOn: number, closesOn: number) => ({
      ...byId.get(id)!,
      registrationOpensOn: opensOn,
      registrationClosesOn: closesOn,
    });
    await suite.engine.upsert([
      window(IDS.smpn2Bandung, 20270601, 20270610),
      window(IDS.sditNurulFikri, 20270520, 20270601),
      window(IDS.smaAlAzhar3, 20270701, 20270705),
    ]);
    const open = async (day: number, extra = {}) =>
      (await suite.ids({ limit: 50, filters: { registrationOpenOn: day, ...extra } })).sort();

    expect(await open(20270519)).toEqual([]);
    // both ends of a window count
    expect(await open(20270601)).toEqual([IDS.smpn2Bandung, IDS.sditNurulFikri].sort());
    expect(await open(20270602)).toEqual([IDS.smpn2Bandung]);
    expect(await open(20270611)).toEqual([]);
    expect(await open(20270705)).toEqual([IDS.smaAlAzhar3]);
    expect(await open(20270601, { educationLevel: 'smp' })).toEqual([IDS.smpn2Bandung]);
    // a text query narrows it as any filter
    expect(
      (await suite.engine.search({ text: 'nurul', filters: { registrationOpenOn: 20270601 } }))
        .total,
    ).toBe(1);
  });
}
