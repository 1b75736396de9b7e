// The Meilisearch adapter's requests and error handling, against a fake server
// installed as fetch: the real client builds every request.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureDocuments } from '@tests/support/search/contract-fixtures';
import { MeilisearchEngine } from './engine';
import { FakeMeilisearch } from '@tests/support/search/fake-meilisearch';
import { ABANDONED_BUILD_MS, parseVersion } from './lifecycle';

const HOST = 'http://meili.test:7700';
let server: FakeMeilisearch;
const engine = (index = 'schools') => new MeilisearchEngine({ host: HOST, apiKey: 'k', index });

async function* batches() {
  yield fixtureDocuments().slice(0, 2);
}

beforeEach(() => {
  server = new FakeMeilisearch();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('server version', () => {
  it('reads versions', () => {
    expect(parseVersion('1.18.0')).toEqual([1, 18]);
    expect(parseVersion('v1.20.1-rc.0')).toEqual([1, 20]);
    expect(parseVersion('nightly')).toBeUndefined();
  });

  it.each(['1.18.0', '1.19.2', '2.0.0'])('accepts %s', async (version) => {
    server.version = version;
    await expect(engine().init()).resolves.toBeUndefined();
  });

  it.each(['1.17.1', '1.15.0', '0.30.5', 'nightly'])(
    'refuses %s, saying what it needs',
    async (version) => {
      server.version = version;
      await expect(engine().init()).rejects.toThrow(
        `Meilisearch at ${HOST} is version ${version}; Biaya Sekolah needs 1.18 or newer`,
      );
      // nothing was created on a server the adapter cannot use
      expect(server.calls()).toEqual(['GET version']);
    },
  );

  it('checks once per engine and again before a rebuild on a new engine', async () => {
    const e = engine();
    await e.init();
    await e.rebuild(batches());
    expect(server.calls().filter((c) => c === 'GET version')).toHaveLength(1);
  });
});

describe('init', () => {
  it('creates a missing index with id as its primary key, then applies the settings', async () => {
    await engine().init();
    const create = server.requests.find((r) => r.method === 'POST' && r.path === 'indexes');
    expect(create?.body).toEqual({ uid: 'schools', primaryKey: 'id' });
    expect(create?.authorization).toBe('Bearer k');
    expect(server.calls().slice(0, 4)).toEqual([
      'GET version',
      'GET indexes/schools',
      'POST indexes',
      'PATCH indexes/schools/settings',
    ]);
  });

  it('leaves an existing index as it is, apart from the settings', async () => {
    server.addIndex('schools');
    await engine().init();
    expect(server.calls()).not.toContain('POST indexes');
    expect(server.calls()).toContain('PATCH indexes/schools/settings');
  });

  it('does not take a rejected key or an unreachable server for a missing index', async () => {
    server.intercept = (r) =>
      r.path === 'indexes/schools'
        ? Response.json(
            {
              message: 'The provided API key is invalid.',
              code: 'invalid_api_key',
              type: 'auth',
              link: '',
            },
            { status: 403 },
          )
        : undefined;
    await expect(engine().init()).rejects.toThrow('The provided API key is invalid.');
    expect(server.calls()).not.toContain('POST indexes');

    server.intercept = (r) => {
      if (r.path === 'indexes/schools') throw new TypeError('fetch failed');
      return undefined;
    };
    await expect(engine().init()).rejects.toMatchObject({ name: 'MeilisearchRequestError' });
    expect(server.calls()).not.toContain('POST indexes');
  });

  it('survives two processes creating the index at once', async () => {
    const a = engine();
    const b = engine();
    await expect(Promise.all([a.init(), b.init()])).resolves.toBeDefined();
    // both saw no index and asked to create it; the second creation failed as "already exists"
    expect(server.calls().filter((c) => c === 'POST indexes')).toHaveLength(2);
    expect(server.indexes.get('schools')?.primaryKey).toBe('id');
  });

  it('deletes build indexes a dead rebuild left a day ago, and no others', async () => {
    const now = Date.now();
    const old = now - ABANDONED_BUILD_MS - 60_000;
    const recent = now - 60_000;
    server.addIndex('schools');
    server.addIndex(`schools_build_${old}`);
    server.addIndex(`schools_build_${recent}`);
    server.addIndex(`other_build_${old}`);
    server.addIndex(`schools_builder_${old}`);
    // more than one page of indexes
    for (let i = 0; i < 120; i++) server.addIndex(`unrelated_${String(i).padStart(3, '0')}`);
    await engine().init();
    expect([...server.indexes.keys()].filter((uid) => !uid.startsWith('unrelated'))).toEqual([
      'schools',
      `schools_build_${recent}`,
      `other_build_${old}`,
      `schools_builder_${old}`,
    ]);
  });
});

describe('writes', () => {
  it('names the primary key when adding documents', async () => {
    // an index created without a primary key (by an older version, or by hand)
    server.addIndex('schools', null);
    await engine().upsert(fixtureDocuments().slice(0, 3));
    const add = server.requests.find((r) => r.path === 'indexes/schools/documents');
    expect(add?.params.get('primaryKey')).toBe('id');
    expect(server.indexes.get('schools')?.documents.size).toBe(3);
  });
});

describe('rebuild', () => {
  it('builds beside the live index, swaps, deletes the old one and leftovers of dead rebuilds', async () => {
    server.addIndex('schools');
    server.addIndex('schools_build_1700000000000');
    await engine().rebuild(batches());
    const calls = server.calls();
    // the live index's settings are not touched: the new index gets them before its documents
    expect(calls).not.toContain('PATCH indexes/schools/settings');
    const build = calls.find((c) => /^POST indexes\/schools_build_\d+\/documents$/.test(c))!;
    const buildUid = build.split('/')[1]!;
    expect(calls.indexOf(`PATCH indexes/${buildUid}/settings`)).toBeLessThan(calls.indexOf(build));
    expect(calls).toContain('DELETE indexes/schools_build_1700000000000');
    const swap = server.requests.find((r) => r.path === 'swap-indexes');
    expect(swap?.body).toEqual([{ indexes: ['schools', buildUid], rename: false }]);
    expect([...server.indexes.keys()]).toEqual(['schools']);
    expect(server.indexes.get('schools')?.documents.size).toBe(2);
  });

  it('renames the build to the live index on a fresh install', async () => {
    const { count } = await engine().rebuild(batches());
    expect(count).toBe(2);
    const swap = server.requests.find((r) => r.path === 'swap-indexes');
    expect(swap?.body).toEqual([
      { indexes: [expect.stringMatching(/^schools_build_/), 'schools'], rename: true },
    ]);
    expect([...server.indexes.keys()]).toEqual(['schools']);
  });

  it('deletes its build index when the source fails, and keeps the live one', async () => {
    server.addIndex('schools');
    async function* failing() {
      yield fixtureDocuments().slice(0, 2);
      throw new Error('source went away');
    }
    await expect(engine().rebuild(failing())).rejects.toThrow('source went away');
    expect([...server.indexes.keys()]).toEqual(['schools']);
  });
});

describe('search', () => {
  const hit = (id: number) => fixtureDocuments().find((d) => d.id === id)!;

  it('asks once when the query finds something', async () => {
    server.addIndex('schools');
    server.respond = () => ({ hits: [hit(1)], totalHits: 1 });
    const result = await engine().search({ text: 'sd negeri 1 bakongan', limit: 5 });
    expect(result.total).toBe(1);
    expect(server.calls()).toEqual(['POST indexes/schools/search']);
    expect(server.requests[0]?.body).toMatchObject({
      q: 'sd negeri 1 bakongan',
      matchingStrategy: 'all',
    });
  });

  it('drops words from the end in one multi-search request, keeping the longest query that finds something', async () => {
    server.addIndex('schools');
    server.respond = (_, body) =>
      body.q === 'sd negeri '
        ? { hits: [hit(1), hit(2)], totalHits: 40 }
        : body.q === 'sd '
          ? { hits: [hit(3)], totalHits: 90 }
          : {};
    const result = await engine().search({ text: 'sd negeri zzyzx qqq', limit: 2 });
    expect(server.calls()).toEqual(['POST indexes/schools/search', 'POST multi-search']);
    const multi = server.requests[1]!.body as { queries: { q: string; indexUid: string }[] };
    expect(multi.queries.map((q) => q.q)).toEqual(['sd negeri zzyzx ', 'sd negeri ', 'sd ']);
    expect(multi.queries.every((q) => q.indexUid === 'schools')).toBe(true);
    expect(result.total).toBe(40);
    expect(result.hits.map((h) => h.id)).toEqual([1, 2]);
  });

  it('answers an empty result when no shorter query finds anything either', async () => {
    server.addIndex('schools');
    const result = await engine().search({ text: 'zzyzx smk', limit: 2 });
    expect(result).toEqual({ hits: [], total: 0, facets: {} });
    expect(server.calls()).toHaveLength(2);
  });
});
