import type { Sql } from '@db/client';
import { pageScopesSince } from '@db/queries/rendered-pages';

/**
 * This process's view of rendered_page_versions (db/migrations/0070): read
 * at most every `refreshMs`, only the versions newer than those already
 * seen, so checking a cached page costs a map lookup almost always.
 */
export class PageVersions {
  private readonly versions = new Map<string, number>();
  /** when a scope's current version was bumped, by this process's clock */
  private readonly bumpedAt = new Map<string, number>();
  private watermark = 0;
  private checkedAt = -Infinity;
  private healthy = false;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly sql: Sql,
    private readonly refreshMs = 250,
    private readonly now: () => number = Date.now,
  ) {}

  /** The highest version seen; a page rendered after reading it is fresh until a bump above it. */
  async current(): Promise<number> {
    await this.refresh();
    return this.watermark;
  }

  /** False when a scope was bumped after `watermark`, or the versions cannot be read. */
  async isFresh(scopes: readonly string[], watermark: number): Promise<boolean> {
    await this.refresh();
    if (!this.healthy) return false;
    return scopes.every((scope) => (this.versions.get(scope) ?? 0) <= watermark);
  }

  /**
   * The lowest version among `scopes` bumped after `since`, if any: a render
   * that started before such a bump had settled may have read a projection
   * (the search replica) that did not have its change yet. By when the bump
   * was made, not when this process read it: a process that read no versions
   * for a while (no visitors) would otherwise take old bumps for new ones.
   */
  unsettled(scopes: readonly string[], since: number): number | undefined {
    let lowest: number | undefined;
    for (const scope of scopes) {
      const bumped = this.bumpedAt.get(scope);
      const version = this.versions.get(scope);
      if (bumped === undefined || version === undefined || bumped <= since) continue;
      lowest = Math.min(lowest ?? version, version);
    }
    return lowest;
  }

  private refresh(): Promise<void> {
    if (this.now() - this.checkedAt < this.refreshMs) return Promise.resolve();
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    try {
      const rows = await pageScopesSince(this.sql, this.watermark);
      const readAt = this.now();
      for (const { scope, version, ageMs } of rows) {
        this.versions.set(scope, version);
        this.bumpedAt.set(scope, readAt - ageMs);
        this.watermark = Math.max(this.watermark, version);
      }
      this.healthy = true;
    } catch {
      // the database is away: serve nothing from the cache until it answers
      this.healthy = false;
    }
    this.checkedAt = this.now();
  }
}
