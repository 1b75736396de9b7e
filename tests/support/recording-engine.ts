import type {
  LocateQuery,
  LocateResult,
  SearchDocument,
  SearchEngine,
  SearchQuery,
  SearchReadiness,
  SearchResult,
} from '@search/engine';

/**
 * Wraps a real search engine for pipeline tests: records every index write
 * with its time, and can make writes fail (an index that is down) or make a
 * full rebuild pause between batches. Everything else goes to the engine.
 */
export class RecordingEngine implements SearchEngine {
  readonly writes: { op: 'upsert' | 'remove'; ids: number[]; at: number }[] = [];
  /** while this returns an error, upsert throws it */
  failUpsert: (() => Error | undefined) | undefined;
  /** awaited after each batch a rebuild reads */
  afterRebuildBatch: ((batchIndex: number) => Promise<void>) | undefined;

  constructor(readonly inner: SearchEngine) {}

  get kind() {
    return this.inner.kind;
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async upsert(docs: readonly SearchDocument[]): Promise<void> {
    this.writes.push({ op: 'upsert', ids: docs.map((doc) => doc.id), at: Date.now() });
    const failure = this.failUpsert?.();
    if (failure) throw failure;
    await this.inner.upsert(docs);
  }

  async remove(ids: readonly number[]): Promise<void> {
    this.writes.push({ op: 'remove', ids: [...ids], at: Date.now() });
    await this.inner.remove(ids);
  }

  search(query: SearchQuery): Promise<SearchResult> {
    return this.inner.search(query);
  }

  locate(query: LocateQuery): Promise<LocateResult> {
    return this.inner.locate(query);
  }

  readiness(): SearchReadiness {
    return this.inner.readiness();
  }

  count(): Promise<number> {
    return this.inner.count();
  }

  reset(): Promise<void> {
    return this.inner.reset();
  }

  rebuild(batches: AsyncIterable<readonly SearchDocument[]>): Promise<{ count: number }> {
    const pause = this.afterRebuildBatch;
    if (!pause) return this.inner.rebuild(batches);
    return this.inner.rebuild(
      (async function* () {
        let index = 0;
        for await (const batch of batches) {
          yield batch;
          await pause(index++);
        }
      })(),
    );
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

/** The document of one school as search returns it, found by a word of its name. */
export async function findIndexed(
  engine: SearchEngine,
  id: number,
  text: string,
): Promise<SearchDocument | undefined> {
  const { hits } = await engine.search({ text, limit: 50 });
  return hits.find((hit) => hit.id === id);
}
