// Contract cases: writes, resets and rebuilds, and what another instance sees.
import { expect, it } from 'vitest';
import { fixtureDocument, fixtureDocuments, IDS } from './contract-fixtures';
import { eventually, inBatches, type ContractContext } from './contract-support';

/** Declared inside a describe whose beforeEach loads the fixture schools. */
export function lifecycleCases(suite: ContractContext): void {
  const { ids, first } = suite;

  it('upserts idempotently and replaces changed documents', async () => {
    const doc = fixtureDocuments().find((d) => d.id === IDS.smkn1Cimahi)!;
    await suite.engine.upsert([doc, doc]);
    await suite.engine.upsert([doc]);
    expect(await suite.engine.count()).toBe(18);
    expect(await ids({ text: 'smk negeri 1 cimahi' })).toEqual([IDS.smkn1Cimahi]);

    await suite.engine.upsert([{ ...doc, name: 'SMK Negeri 1 Baleendah', popularity: 99 }]);
    expect(await ids({ text: 'smk negeri 1 cimahi selatan baleendah' })).toEqual([IDS.smkn1Cimahi]);
    expect(await ids({ text: 'smk negeri 1 cimahi ' })).toEqual([IDS.smkn1Cimahi]);
    const hit = (await suite.engine.search({ text: 'baleendah' })).hits[0]!;
    expect(hit.name).toBe('SMK Negeri 1 Baleendah');
    expect(hit.popularity).toBe(99);
    expect(await suite.engine.count()).toBe(18);
  });

  it('removes documents', async () => {
    await suite.engine.remove([IDS.smpn2Bandung, 9999]);
    expect(await ids({ text: 'smp negeri 2 bandung' })).not.toContain(IDS.smpn2Bandung);
    expect(await suite.engine.count()).toBe(17);
    await suite.engine.remove([]);
    expect(await suite.engine.count()).toBe(17);
  });

  it('resets to an empty index', async () => {
    await suite.engine.reset();
    expect(await suite.engine.count()).toBe(0);
    expect((await suite.engine.search({ text: 'sd' })).total).toBe(0);
    expect((await suite.engine.search({})).total).toBe(0);
  });

  it('rebuilds beside the live index and swaps at the end', async () => {
    const replacement = [
      fixtureDocument(100, 'SD Negeri 100 Baru', 'sd', {
        district: ['11.01.01', 'Bakongan'],
        city: ['11.01', 'Kabupaten Aceh Selatan'],
        province: ['11', 'Aceh'],
      }),
      ...fixtureDocuments().slice(0, 3),
    ];
    let duringRebuild: number[] = [];
    async function* batches() {
      yield replacement.slice(0, 2);
      // searches during the rebuild still see the live index
      duringRebuild = await ids({ text: 'sd negeri 1 bakongan' });
      expect(await ids({ text: 'sd negeri 100 baru' })).not.toContain(100);
      yield replacement.slice(2);
    }
    const { count } = await suite.engine.rebuild(batches());
    expect(count).toBe(4);
    expect(duringRebuild).toEqual([IDS.sdn1Bakongan]);
    expect(await suite.engine.count()).toBe(4);
    expect(await ids({ text: 'sd negeri 100 baru' })).toEqual([100]);
    expect(await ids({ text: 'smk negeri 1 cimahi' })).toEqual([]);
  });

  it('keeps the live index when a rebuild fails', async () => {
    async function* failing() {
      yield fixtureDocuments().slice(0, 2);
      throw new Error('source went away');
    }
    await expect(suite.engine.rebuild(failing())).rejects.toThrow('source went away');
    expect(await suite.engine.count()).toBe(18);
    expect(await first('smk negeri 1 cimahi')).toBe(IDS.smkn1Cimahi);
  });

  it('rebuilds from many batches', async () => {
    const { count } = await suite.engine.rebuild(inBatches(fixtureDocuments(), 4));
    expect(count).toBe(18);
    expect(await first('sdit nurul fikri')).toBe(IDS.sditNurulFikri);
  });
}

/** Needs its own setup: skipped for engines without a second instance. */
export function multiInstanceCase(suite: ContractContext): void {
  it('shows a write in one instance to another instance on the same index', async (ctx) => {
    if (!suite.harness.second) {
      ctx.skip();
      return;
    }
    const other = await suite.harness.second();
    try {
      await suite.engine.reset();
      await suite.engine.upsert(fixtureDocuments());
      await other.init();
      expect((await other.search({ text: 'smpn 2 bandung' })).hits[0]?.id).toBe(IDS.smpn2Bandung);
      const doc = fixtureDocument(200, 'SMA Negeri 7 Cimahi', 'sma', {
        district: ['32.77.01', 'Cimahi Selatan'],
        city: ['32.77', 'Kota Cimahi'],
        province: ['32', 'Jawa Barat'],
      });
      await suite.engine.upsert([doc]);
      await eventually(async () => {
        expect((await other.search({ text: 'sma negeri 7 cimahi' })).hits[0]?.id).toBe(200);
      });
      await suite.engine.remove([IDS.smpn2Bandung]);
      await eventually(async () => {
        const hits = (await other.search({ text: 'smpn 2 bandung' })).hits;
        expect(hits.map((h) => h.id)).not.toContain(IDS.smpn2Bandung);
      });
      await suite.engine.rebuild(inBatches([doc]));
      await eventually(async () => {
        expect(await other.count()).toBe(1);
        expect((await other.search({ text: 'sd' })).total).toBe(0);
      });
    } finally {
      await other.close();
    }
  });
}
