import { z } from 'zod';

// The admin Overview tab's real numbers and recent activity (issue 8 replaces
// SPEC §2's fixed samples 342, 128, 27 and its static list).

/** Kinds of audited admin actions (the audit log's `action`). */
const AUDIT_ACTIONS = [
  'submission.approved',
  'submission.rejected',
  'school_admin.assigned',
  'school_admin.unassigned',
  'school.created',
  'school_request.completed',
  'cost_item.created',
  'cost_item.updated',
  'cost_item.deleted',
  'cost_items.copied',
  'school_category.created',
  'global_category.created',
  'academic_year.created',
  'report.resolved',
  'admin_account.approved',
  'admin_account.rejected',
  // issue 23: claims, profiles, admissions, registry fixes
  'school_claim.approved',
  'school_claim.rejected',
  'school_profile.updated',
  'school_photo.added',
  'school_photo.removed',
  'school_admissions.published',
  'school_admissions.removed',
  'school.updated',
  'school.merged',
  'school.retired',
  'school.restored',
  'fee_rule.created',
  'fee_rule.updated',
  'fee_rule.retired',
  'fee_rule.restored',
  'levy_report.resolved',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** who did it; null for a deleted account */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** one Indonesian sentence, e.g. 'Menyetujui kontribusi SDIT Nurul Fikri (3 biaya, 2025/2026)' */
  summary: z.string(),
  /** the school concerned, when there is one (link /school/{slug}) */
  school: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * GET /api/admin/overview (site_admin): counts read from the database at the
 * time of the call, and the 20 newest audit entries.
 */
export const adminOverviewSchema = z.object({
  totalSchools: z.number().int(),
  /** active school_admin accounts */
  schoolAdmins: z.number().int(),
  schoolGroups: z.number().int(),
  pendingContributions: z.number().int(),
  openReports: z.number().int(),
  pendingRequests: z.number().int(),
  /** schools with at least one cost item that is not sample data */
  schoolsWithRealFees: z.number().int(),
  recentActivity: z.array(auditEntrySchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
