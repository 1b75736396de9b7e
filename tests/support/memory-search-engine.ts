import type { SearchDocument, SearchEngine, SearchQuery, SearchResult } from '@search/engine';

/**
 * A tiny SearchEngine kept in a Map, for tests of the pipeline (relay, jobs,
 * handlers) that are not about search quality. It honours the interface's
 * promises that matter there: idempotent upserts, and a rebuild that fills a
 * new index and swaps it in at the end.
 */
export class MemorySearchEngine implements SearchEngine {
  readonly kind = 'postgres' as const;
  docs = new Map<number, SearchDocument>();
  /** every upsert/remove call, with the time it happened */
  readonly writes: { op: 'upsert' | 'remove'; ids: number[]; at: number }[] = [];
  /** throw from upsert while this returns an error */
  failUpsert: (() => Error | undefined) | undefined;

  async init(): Promise<void> {}

  async upsert(docs: readonly SearchDocument[]): Promise<void> {
    this.writes.push({ op: 'upsert', ids: docs.map((d) => d.id), at: Date.now() });
    const failure = this.failUpsert?.();
    if (failure) throw failure;
    for (const doc of docs) this.docs.set(doc.id, structuredClone(doc));
  }

  async remove(ids: readonly number[]): Promise<void> {
    this.writes.push({ op: 'remove', ids: [...ids], at: Date.now() });
    for (const id of ids) this.docs.delete(id);
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    const words = (query.text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const filters = query.filters ?? {};
    const hits = [...this.docs.values()].filter(
      (doc) =>
        words.every((word) => doc.name.toLowerCase().includes(word)) &&
        (!filters.provinceId || doc.provinceId === filters.provinceId) &&
        (!filters.cityId || doc.cityId === filters.cityId),
    );
    hits.sort((a, b) => b.popularity - a.popularity || a.id - b.id);
    const offset = query.offset ?? 0;
    return {
      hits: hits.slice(offset, offset + (query.limit ?? 20)),
      total: hits.length,
      facets: {},
    };
  }

  async count(): Promise<number> {
    return this.docs.size;
  }

  async reset(): Promise<void> {
    this.docs.clear();
  }

  async rebuild(batches: AsyncIterable<readonly SearchDocument[]>): Promise<{ count: number }> {
    const next = new Map<number, SearchDocument>();
    for await (const batch of batches) for (const doc of batch) next.set(doc.id, doc);
    this.docs = next;
    return { count: next.size };
  }

  async close(): Promise<void> {}
}
