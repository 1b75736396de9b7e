import type postgres from 'postgres';
import { MemoryIndex } from './index/index';
import { Searcher } from './index/search';
import {
  backgroundRead,
  readChanges,
  readGeneration,
  type Change,
  type LoadProgress,
  type Position,
} from './pg-store/reads';
import { CHANNEL, readState, type IndexState } from './pg-store/tables';

/** Share of dead slots and unmerged postings after which a replica reloads itself. */
const COMPACT_AT = 0.25;

export interface ReplicaOptions {
  /** fallback polling of the change counter, when a notification is lost */
  pollMs: number;
  onError: (error: unknown) => void;
  /** a full load's progress, after each batch (and once at its start) */
  onProgress?: (progress: LoadProgress) => void;
}

export interface Loaded {
  generation: number;
  position: Position;
  index: MemoryIndex;
  searcher: Searcher;
}

/**
 * This process's copy of the live index generation, in memory. Loaded on first
 * use; kept current by applying the generation's changes after the position it
 * has reached, whenever a NOTIFY arrives, the poll sees the counter move, or
 * this process wrote. A new live generation (a rebuild or reset) is loaded
 * beside the current one, which keeps serving until the switch.
 */
export class Replica {
  private loaded: Loaded | null = null;
  private loading: Promise<Loaded> | null = null;
  private listening: Promise<{ unlisten(): Promise<void> }> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private requested = 0;
  private done = 0;
  private running: Promise<void> | null = null;
  private waiters: { ticket: number; resolve: () => void; reject: (e: unknown) => void }[] = [];
  private closed = false;
  private loadProgress: LoadProgress | null = null;

  constructor(
    private readonly sql: postgres.Sql,
    private readonly options: ReplicaOptions,
  ) {}

  private readonly report = (error: unknown) => {
    if (!isEnded(error)) this.options.onError(error);
  };

  /** Reports a failure to the owner, unless the pool was ended (shutting down). */
  reportError(error: unknown): void {
    this.report(error);
  }

  get current(): Loaded | null {
    return this.loaded;
  }

  /** The first load's progress while it runs; null before it starts and once loaded. */
  get progress(): LoadProgress | null {
    return this.loaded ? null : this.loadProgress;
  }

  /** The loaded replica, loading it first if needed. */
  async ready(): Promise<Loaded> {
    if (this.loaded) return this.loaded;
    if (!this.loading) {
      this.loading = this.load()
        .then((loaded) => {
          this.loaded = loaded;
          this.follow();
          return loaded;
        })
        .finally(() => (this.loading = null));
    }
    const loaded = await this.loading;
    // changes committed while loading
    await this.sync();
    return loaded;
  }

  /** A full load of the live generation from one snapshot. */
  private async load(): Promise<Loaded> {
    const index = new MemoryIndex();
    let state: IndexState = { generation: 0, seq: 0 };
    const progress: LoadProgress = { loaded: 0, total: 0 };
    await readGeneration(
      this.sql,
      (s, total) => {
        state = s;
        progress.total = total;
        this.reportProgress(progress);
      },
      async (records) => {
        for (const record of records) index.add(record);
        progress.loaded += records.length;
        this.reportProgress(progress);
        // let queries on the current replica run between batches
        await new Promise((resolve) => setImmediate(resolve));
      },
    );
    index.seal();
    return {
      generation: state.generation,
      position: { seq: state.seq, id: Number.MAX_SAFE_INTEGER },
      index,
      searcher: new Searcher(index),
    };
  }

  private reportProgress(progress: LoadProgress): void {
    this.loadProgress = { ...progress };
    this.options.onProgress?.(this.loadProgress);
  }

  private follow(): void {
    if (this.closed || this.timer) return;
    this.listening = this.sql.listen(CHANNEL, () => void this.sync().catch(this.report));
    this.listening.catch(this.report);
    this.timer = setInterval(() => void this.poll(), this.options.pollMs);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    const loaded = this.loaded;
    if (!loaded || this.closed) return;
    try {
      const state = await backgroundRead(this.sql, readState);
      if (state.generation !== loaded.generation || state.seq > loaded.position.seq)
        await this.sync();
    } catch (error) {
      // the pool was ended without closing the engine (a process or a test shutting down)
      if (isEnded(error)) void this.close();
      else this.options.onError(error);
    }
  }

  /**
   * Brings the replica up to date with everything committed before this call.
   * Calls are coalesced: one catch-up runs at a time and serves every call
   * made before it started.
   */
  sync(): Promise<void> {
    if (!this.loaded || this.closed) return Promise.resolve();
    const ticket = ++this.requested;
    const promise = new Promise<void>((resolve, reject) =>
      this.waiters.push({ ticket, resolve, reject }),
    );
    if (!this.running) this.running = this.drain().finally(() => (this.running = null));
    return promise;
  }

  private async drain(): Promise<void> {
    while (this.done < this.requested) {
      const target = this.requested;
      let failure: unknown = null;
      try {
        await this.catchUp();
      } catch (error) {
        failure = error;
      }
      this.done = target;
      const settled = this.waiters.filter((w) => w.ticket <= target);
      this.waiters = this.waiters.filter((w) => w.ticket > target);
      for (const waiter of settled) {
        if (failure) waiter.reject(failure);
        else waiter.resolve();
      }
    }
  }

  private async catchUp(): Promise<void> {
    let loaded = this.loaded!;
    const state = await backgroundRead(this.sql, readState);
    if (state.generation !== loaded.generation || loaded.index.staleness() > COMPACT_AT) {
      loaded = this.loaded = await this.load();
    }
    await backgroundRead(this.sql, async (tx) => {
      for (;;) {
        const { changes, position, more } = await readChanges(
          tx,
          loaded.generation,
          loaded.position,
        );
        apply(loaded.index, changes);
        loaded.position = position;
        if (!more) break;
      }
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const listening = this.listening;
    this.listening = null;
    if (listening) await listening.then((l) => l.unlisten()).catch(() => undefined);
    await this.running?.catch(() => undefined);
  }
}

function isEnded(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'CONNECTION_ENDED' || code === 'CONNECTION_DESTROYED';
}

function apply(index: MemoryIndex, changes: readonly Change[]): void {
  for (const change of changes) {
    if (change.deleted) index.remove(change.record.id);
    else index.upsert(change.record);
  }
}
