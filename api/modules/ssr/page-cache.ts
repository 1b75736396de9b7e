import type { StoredPage } from '@db/queries/page-store';

/**
 * Stored pages by URL in this process's memory, least recently used first
 * out, so a popular page costs no query. An entry is only as good as its
 * scopes: the caller checks them against PageVersions before serving it.
 */
export class PageCache {
  private readonly entries = new Map<string, StoredPage>();

  constructor(private readonly maxEntries: number) {}

  get(key: string): StoredPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry); // most recently used
    return entry;
  }

  set(key: string, page: StoredPage): void {
    this.entries.delete(key);
    if (this.maxEntries <= 0) return;
    this.entries.set(key, page);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
