import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchDocument } from '@core/contracts/search';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { fixtureDocument, fixtureDocuments } from '@tests/support/search/contract-fixtures';
import { InMemorySearchEngine } from './engine';

const PLACE = {
  district: ['32.73.08', 'Sumur Bandung'] as [string, string],
  city: ['32.73', 'Kota Bandung'] as [string, string],
  province: ['32', 'Jawa Barat'] as [string, string],
};

const school = (id: number, name: string) => fixtureDocument(id, name, 'sd', PLACE);

describe('built-in engine across processes', () => {
  let db: TestDatabase;
  let otherSql: TestDatabase['sql'];
  let a: InMemorySearchEngine;
  let b: InMemorySearchEngine;

  beforeAll(async () => {
    db = await createTestDatabase('search_replica');
    otherSql = db.connect(3);
    a = new InMemorySearchEngine(db.sql, { pollMs: 100 });
    b = new InMemorySearchEngine(otherSql, { pollMs: 100, preload: true });
    await a.init();
    await b.init();
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await db.drop();
  });

  const names = async (engine: InMemorySearchEngine, text: string) =>
    (await engine.search({ text, limit: 50 })).hits.map((h) => h.name);

  it('keeps writes made by another process while a rebuild runs', async () => {
    await a.reset();
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    let reading!: () => void;
    const reached = new Promise<void>((resolve) => (reading = resolve));
    async function* source(): AsyncGenerator<SearchDocument[]> {
      // what the rebuild read before the changes below
      yield [school(1, 'SD Negeri Lama'), school(2, 'SD Negeri Dihapus')];
      reading();
      await paused;
      yield [school(3, 'SD Negeri Tiga')];
    }
    const rebuilt = a.rebuild(source());
    await reached;
    await b.upsert([school(1, 'SD Negeri Baru'), school(4, 'SD Negeri Empat Baru')]);
    await b.remove([2]);
    release();
    expect(await rebuilt).toEqual({ count: 3 });
    await b.upsert([]);
    for (const engine of [a, b]) {
      await expect
        .poll(async () => (await names(engine, 'sd negeri')).sort(), { timeout: 3000 })
        .toEqual(['SD Negeri Baru', 'SD Negeri Empat Baru', 'SD Negeri Tiga']);
      expect(await names(engine, 'dihapus')).toEqual([]);
      expect(await names(engine, 'lama')).toEqual([]);
    }
  });

  it('catches up on more changes than one read returns', async () => {
    await a.reset();
    await b.search({ text: 'sd' });
    const many = Array.from({ length: 12_500 }, (_, i) =>
      school(10_000 + i, `SD Negeri ${i + 1} Massal`),
    );
    await a.upsert(many);
    await expect.poll(() => b.count(), { timeout: 10_000 }).toBe(12_500);
    expect((await b.search({ text: 'sd negeri 12500 massal' })).hits[0]?.id).toBe(22_499);
  });

  it('reloads itself once many documents have been replaced', async () => {
    await a.reset();
    await a.upsert(fixtureDocuments());
    // rename every school twice: dead slots pile up past the compaction threshold
    for (const round of ['Satu', 'Dua']) {
      await a.upsert(
        fixtureDocuments().map((doc) => ({ ...doc, name: `${doc.name} Putaran ${round}` })),
      );
    }
    expect(await a.count()).toBe(fixtureDocuments().length);
    expect((await a.search({ text: 'putaran dua' })).total).toBe(fixtureDocuments().length);
    const hits = (await a.search({ text: 'putaran', limit: 50 })).hits;
    expect(hits.every((hit) => hit.name.endsWith('Putaran Dua'))).toBe(true);
    await expect
      .poll(async () => (await b.search({ text: 'putaran dua' })).total, { timeout: 3000 })
      .toBe(fixtureDocuments().length);
  });
});
