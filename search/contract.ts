// The behaviour every SearchEngine must have (DESIGN §4), as one vitest suite.
// Each engine's test file calls describeSearchEngineContract with a factory.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SearchDocument, SearchQuery } from '@core/contracts/search';
import type { SearchEngine } from './engine';
import { fixtureDocument, fixtureDocuments, IDS } from './contract-fixtures';

export interface ContractHarness {
  engine: SearchEngine;
  /** a second engine on the same index, as another process would have (if the engine has one) */
  second?: () => Promise<SearchEngine>;
  close(): Promise<void>;
}

async function* inBatches(docs: SearchDocument[], size = 5) {
  for (let i = 0; i < docs.length; i += size) yield docs.slice(i, i + size);
}

/** Polls until `check` passes (another process's view is eventually consistent). */
async function eventually(check: () => Promise<void>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

export function describeSearchEngineContract(
  name: string,
  setup: () => Promise<ContractHarness>,
): void {
  describe(`SearchEngine contract: ${name}`, () => {
    let harness: ContractHarness;
    let engine: SearchEngine;
    const ids = async (query: SearchQuery) => (await engine.search(query)).hits.map((h) => h.id);
    const first = async (text: string) => (await ids({ text, limit: 5 }))[0];

    beforeAll(async () => {
      harness = await setup();
      engine = harness.engine;
      await engine.init();
    });
    afterAll(async () => {
      await harness?.close();
    });

    describe('with the fixture schools', () => {
      beforeEach(async () => {
        await engine.reset();
        await engine.upsert(fixtureDocuments());
      });

      it('finds a school by its exact name and returns the whole document', async () => {
        const result = await engine.search({ text: 'SD Negeri 1 Bakongan', limit: 5 });
        expect(result.hits[0]).toEqual(
          fixtureDocuments().find((doc) => doc.id === IDS.sdn1Bakongan),
        );
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
        // 'cimhxi' is two typos away from the 6-letter 'cimahi'
        expect(await ids({ text: 'cimhxi smk' })).toEqual([]);
        expect(await first('cimhai smk')).toBe(IDS.smkn1Cimahi);
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
        await engine.upsert([bakongan, typo]);
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

      it('filters by region, level, status, curriculum, cost and fees', async () => {
        const all = { limit: 50 };
        expect((await ids({ ...all, filters: { provinceId: '31' } })).sort()).toEqual([
          IDS.smaAlAzhar3,
        ]);
        expect(
          (await ids({ ...all, filters: { cityId: '32.73', educationLevel: 'smp' } })).sort(),
        ).toEqual([IDS.smpn2Bandung, IDS.mtsn3Bandung, IDS.smpIslamBandung].sort());
        expect(
          await ids({ ...all, filters: { districtId: '32.76.05', status: 'public' } }),
        ).toEqual([IDS.sukamajuDepok]);
        expect(
          (await ids({ ...all, filters: { curriculum: ['K13', 'Kurikulum Merdeka'] } })).sort(),
        ).toEqual([IDS.sdn5Cibadak, IDS.smpn2Bandung, IDS.smaAlAzhar3, IDS.smkn1Cimahi].sort());
        expect((await ids({ ...all, filters: { minCost: 5_000_000 } })).sort()).toEqual(
          [IDS.smaAlAzhar3, IDS.sditNurulFikri, IDS.sdMuhammadiyah4].sort(),
        );
        expect((await ids({ ...all, filters: { maxCost: 5_000_000 } })).sort()).toEqual(
          [IDS.sdn5Cibadak, IDS.smpn2Bandung].sort(),
        );
        expect(
          (await ids({ ...all, filters: { minCost: 2_000_000, maxCost: 10_000_000 } })).sort(),
        ).toEqual([IDS.smpn2Bandung, IDS.sdMuhammadiyah4].sort());
        expect((await engine.search({ filters: { hasFees: true } })).total).toBe(5);
        expect((await engine.search({ filters: { hasFees: false } })).total).toBe(13);
        expect((await engine.search({ filters: { provinceId: '99' } })).total).toBe(0);
        // a name match before a location match
        expect(await ids({ text: 'bandung', filters: { educationLevel: 'sma' } })).toEqual([
          IDS.man1Bandung,
          IDS.sman1Soreang,
        ]);
      });

      it('counts facets over the matching schools', async () => {
        const result = await engine.search({
          text: 'bandung',
          limit: 0,
          facets: ['educationLevel', 'cityId', 'provinceId', 'status'],
        });
        expect(result.hits).toEqual([]);
        expect(result.total).toBe(7);
        expect(result.facets.educationLevel).toEqual({ sd: 1, smp: 4, sma: 2 });
        expect(result.facets.cityId).toEqual({ '32.73': 5, '32.04': 1, '32.17': 1 });
        expect(result.facets.provinceId).toEqual({ '32': 7 });
        expect(result.facets.status).toEqual({ public: 6, private: 1 });
      });

      it('sorts by newest and by name, and pages with an exact total', async () => {
        const recent = await ids({ sort: 'recent', limit: 3 });
        expect(recent[0]).toBe(IDS.sdn2Bakongan);
        expect(recent[1]).toBe(IDS.smpIslamBandung);
        const byName = (await engine.search({ sort: 'name', limit: 50 })).hits.map((h) => h.name);
        expect(byName).toEqual(
          [...byName].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)),
        );
        const page1 = await engine.search({ sort: 'name', offset: 0, limit: 5 });
        const page2 = await engine.search({ sort: 'name', offset: 5, limit: 5 });
        expect(page1.total).toBe(18);
        expect(page2.total).toBe(18);
        expect(page2.hits.map((h) => h.name)).toEqual(byName.slice(5, 10));
        const last = await engine.search({ sort: 'name', offset: 15, limit: 5 });
        expect(last.hits).toHaveLength(3);
      });

      it('upserts idempotently and replaces changed documents', async () => {
        const doc = fixtureDocuments().find((d) => d.id === IDS.smkn1Cimahi)!;
        await engine.upsert([doc, doc]);
        await engine.upsert([doc]);
        expect(await engine.count()).toBe(18);
        expect(await ids({ text: 'smk negeri 1 cimahi' })).toEqual([IDS.smkn1Cimahi]);

        await engine.upsert([{ ...doc, name: 'SMK Negeri 1 Baleendah', popularity: 99 }]);
        expect(await ids({ text: 'smk negeri 1 cimahi selatan baleendah' })).toEqual([
          IDS.smkn1Cimahi,
        ]);
        expect(await ids({ text: 'smk negeri 1 cimahi ' })).toEqual([IDS.smkn1Cimahi]);
        const hit = (await engine.search({ text: 'baleendah' })).hits[0]!;
        expect(hit.name).toBe('SMK Negeri 1 Baleendah');
        expect(hit.popularity).toBe(99);
        expect(await engine.count()).toBe(18);
      });

      it('removes documents', async () => {
        await engine.remove([IDS.smpn2Bandung, 9999]);
        expect(await ids({ text: 'smp negeri 2 bandung' })).not.toContain(IDS.smpn2Bandung);
        expect(await engine.count()).toBe(17);
        await engine.remove([]);
        expect(await engine.count()).toBe(17);
      });

      it('resets to an empty index', async () => {
        await engine.reset();
        expect(await engine.count()).toBe(0);
        expect((await engine.search({ text: 'sd' })).total).toBe(0);
        expect((await engine.search({})).total).toBe(0);
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
        const { count } = await engine.rebuild(batches());
        expect(count).toBe(4);
        expect(duringRebuild).toEqual([IDS.sdn1Bakongan]);
        expect(await engine.count()).toBe(4);
        expect(await ids({ text: 'sd negeri 100 baru' })).toEqual([100]);
        expect(await ids({ text: 'smk negeri 1 cimahi' })).toEqual([]);
      });

      it('keeps the live index when a rebuild fails', async () => {
        async function* failing() {
          yield fixtureDocuments().slice(0, 2);
          throw new Error('source went away');
        }
        await expect(engine.rebuild(failing())).rejects.toThrow('source went away');
        expect(await engine.count()).toBe(18);
        expect(await first('smk negeri 1 cimahi')).toBe(IDS.smkn1Cimahi);
      });

      it('rebuilds from many batches', async () => {
        const { count } = await engine.rebuild(inBatches(fixtureDocuments(), 4));
        expect(count).toBe(18);
        expect(await first('sdit nurul fikri')).toBe(IDS.sditNurulFikri);
      });
    });

    it('shows a write in one instance to another instance on the same index', async (ctx) => {
      if (!harness.second) {
        ctx.skip();
        return;
      }
      const other = await harness.second();
      try {
        await engine.reset();
        await engine.upsert(fixtureDocuments());
        await other.init();
        expect((await other.search({ text: 'smpn 2 bandung' })).hits[0]?.id).toBe(IDS.smpn2Bandung);
        const doc = fixtureDocument(200, 'SMA Negeri 7 Cimahi', 'sma', {
          district: ['32.77.01', 'Cimahi Selatan'],
          city: ['32.77', 'Kota Cimahi'],
          province: ['32', 'Jawa Barat'],
        });
        await engine.upsert([doc]);
        await eventually(async () => {
          expect((await other.search({ text: 'sma negeri 7 cimahi' })).hits[0]?.id).toBe(200);
        });
        await engine.remove([IDS.smpn2Bandung]);
        await eventually(async () => {
          const hits = (await other.search({ text: 'smpn 2 bandung' })).hits;
          expect(hits.map((h) => h.id)).not.toContain(IDS.smpn2Bandung);
        });
        await engine.rebuild(inBatches([doc]));
        await eventually(async () => {
          expect(await other.count()).toBe(1);
          expect((await other.search({ text: 'sd' })).total).toBe(0);
        });
      } finally {
        await other.close();
      }
    });
  });
}
