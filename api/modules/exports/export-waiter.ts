import type { Sql } from '@db/client';
import { EXPORTS_CHANNEL, findExport, type ExportRow } from '@db/queries/exports';

/** Polling fallback while waiting, in case a notification is missed. */
const POLL_MS = 1000;

const isFinal = (row: ExportRow) => row.state === 'done' || row.state === 'failed';

/**
 * Waits for exports to reach done or failed. The worker NOTIFYs the
 * 'exports' channel when one does; one LISTEN per process (opened on first
 * use) wakes the requests waiting for that id, and each waiter also polls.
 */
export class ExportWaiter {
  private readonly waiting = new Map<string, Set<() => void>>();
  private listening: Promise<unknown> | undefined;

  constructor(private readonly sql: Sql) {}

  /**
   * The row once it is final, or as it is after `timeoutMs` (or when `signal`
   * aborts, e.g. the client went away).
   */
  async wait(id: string, timeoutMs: number, signal?: AbortSignal): Promise<ExportRow | undefined> {
    const deadline = Date.now() + timeoutMs;
    await this.listen();
    for (;;) {
      const row = await findExport(this.sql, id);
      if (!row || isFinal(row)) return row;
      const left = deadline - Date.now();
      if (left <= 0 || signal?.aborted) return row;
      await this.nap(id, Math.min(left, POLL_MS), signal);
    }
  }

  private listen(): Promise<unknown> {
    this.listening ??= this.sql
      .listen(EXPORTS_CHANNEL, (id) => {
        for (const wake of this.waiting.get(id) ?? []) wake();
      })
      .catch((error: unknown) => {
        // polling still works; try LISTEN again on the next wait
        this.listening = undefined;
        return error;
      });
    return this.listening;
  }

  /** Resolves after `ms`, on a notification for `id`, or on abort. */
  private nap(id: string, ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const wakers = this.waiting.get(id) ?? new Set<() => void>();
      this.waiting.set(id, wakers);
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        wakers.delete(done);
        if (wakers.size === 0) this.waiting.delete(id);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
      wakers.add(done);
    });
  }
}
