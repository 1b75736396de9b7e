import type { RenderedPage } from './entry';

interface Entry {
  page: RenderedPage;
  /** the version watermark read before the render started */
  watermark: number;
  storedAt: number;
}

export interface PageCacheOptions {
  maxEntries: number;
  /** belt and braces: counts and views change without an event */
  ttlMs: number;
}

/**
 * Rendered pages by URL, least recently used first out. An entry
 * is only as good as its scopes: the caller checks them against
 * PageVersions before serving it.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly options: PageCacheOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.storedAt > this.options.ttlMs) return undefined;
    this.entries.set(key, entry); // most recently used
    return entry;
  }

  set(key: string, page: RenderedPage, watermark: number): void {
    this.entries.delete(key);
    this.entries.set(key, { page, watermark, storedAt: this.now() });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
