import type { AdminOverview } from '@core/contracts/admin-overview';
import type { Sql } from '@db/client';
import { recentAudit } from '@db/queries/audit-log';
import { overviewCounts } from '@db/queries/overview';

const RECENT_ACTIVITY = 20;

/** The admin Overview (issue 8): real counts and the newest audit entries. */
export class AdminOverviewService {
  constructor(private readonly sql: Sql) {}

  async overview(): Promise<AdminOverview> {
    const [counts, recent] = await Promise.all([
      overviewCounts(this.sql),
      recentAudit(this.sql, RECENT_ACTIVITY),
    ]);
    return {
      ...counts,
      recentActivity: recent.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        action: row.action,
        actor: row.actorId !== null ? { id: row.actorId, name: row.actorName ?? 'Admin' } : null,
        summary: row.summary,
        school:
          row.schoolId !== null && row.schoolName !== null && row.schoolSlug !== null
            ? { id: row.schoolId, name: row.schoolName, slug: row.schoolSlug }
            : null,
      })),
    };
  }
}
