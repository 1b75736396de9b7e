import type { Sql } from '@db/client';
import { PAGE_STORED_CHANNEL } from '@db/queries/page-store';

/**
 * Wakes requests waiting for the worker to store a page: the worker NOTIFYs
 * the path after each store, and this process LISTENs once. Waits also end
 * every `pollMs`, so a lost connection (and its missed notifications) costs a
 * poll, not the whole wait.
 */
export class PageSignals {
  private readonly waiters = new Map<string, Set<() => void>>();
  private listening: Promise<unknown> | undefined;

  constructor(
    private readonly sql: Sql,
    private readonly pollMs = 250,
  ) {}

  /** Listens now, so the first page request does not wait for it. */
  start(): Promise<unknown> {
    this.listening ??= this.sql
      .listen(PAGE_STORED_CHANNEL, (path) => this.wake(path))
      .catch((error: unknown) => {
        this.listening = undefined; // the next wait tries again; until then, polls
        throw error;
      });
    return this.listening;
  }

  /** Resolves when `path` is stored, after `pollMs`, or at `deadline`, whichever is first. */
  next(path: string, deadline: number): Promise<void> {
    void this.start().catch(() => undefined);
    return new Promise((resolve) => {
      const set = this.waiters.get(path) ?? new Set();
      this.waiters.set(path, set);
      const done = () => {
        clearTimeout(timer);
        set.delete(done);
        if (set.size === 0 && this.waiters.get(path) === set) this.waiters.delete(path);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, Math.min(this.pollMs, deadline - Date.now())));
      set.add(done);
    });
  }

  async close(): Promise<void> {
    const listening = this.listening;
    this.listening = undefined;
    await listening
      ?.then((listener) => (listener as { unlisten(): Promise<void> }).unlisten())
      .catch(() => undefined);
  }

  private wake(path: string): void {
    for (const done of [...(this.waiters.get(path) ?? [])]) done();
  }
}
