import type { Db } from '../client';

export interface OverviewCountsRow {
  totalSchools: number;
  schoolAdmins: number;
  schoolGroups: number;
  pendingContributions: number;
  openReports: number;
  pendingRequests: number;
  schoolsWithRealFees: number;
}

/** The admin Overview's numbers, counted at the time of the call (tens of milliseconds). */
export async function overviewCounts(db: Db): Promise<OverviewCountsRow> {
  const [row] = await db<OverviewCountsRow[]>`
    SELECT
      (SELECT count(*)::int FROM schools) AS total_schools,
      (SELECT count(*)::int FROM users WHERE role = 'school_admin' AND status = 'active')
        AS school_admins,
      (SELECT count(*)::int FROM school_groups) AS school_groups,
      (SELECT count(*)::int FROM school_submissions WHERE status = 'pending')
        AS pending_contributions,
      (SELECT count(*)::int FROM reports WHERE resolved_at IS NULL) AS open_reports,
      (SELECT count(*)::int FROM school_requests WHERE status = 'requested') AS pending_requests,
      (SELECT count(DISTINCT school_id)::int FROM cost_items WHERE source <> 'sample')
        AS schools_with_real_fees`;
  return row!;
}
