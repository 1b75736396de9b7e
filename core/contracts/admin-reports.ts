import { z } from 'zod';
import { idParam, queryFilter } from './common';

// Reports sent with 'Laporkan Data' (SPEC §2 report dialog), read by site
// admins in the 'Laporan' tab (issue 8). Who may call: docs/authorization.md.

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Terbuka',
  resolved: 'Selesai',
};

/**
 * GET /api/admin/reports?status= (site_admin): AdminReport[] newest first;
 * status 'open' | 'resolved', absent or 'all' for both (at most 500).
 */
export const adminReportsQuerySchema = z.object({
  status: queryFilter(z.enum(REPORT_STATUSES, { error: 'Status laporan tidak dikenal' })),
});
export type AdminReportsQuery = z.output<typeof adminReportsQuerySchema>;

export const adminReportSchema = z.object({
  id: z.number().int(),
  /** the school reported on; Kelola Sekolah opens its fees by id */
  school: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    city: z.string(),
  }),
  reporterName: z.string(),
  /** 'Email/No WhatsApp'; null when not given */
  contact: z.string().nullable(),
  description: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** the site admin who resolved it */
  resolvedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/**
 * POST /api/admin/reports/{id}/resolve (site_admin): open -> resolved; 200 with
 * the AdminReport. Resolving a resolved report changes nothing (200). 404 when unknown.
 */
export const reportIdParamsSchema = z.object({ id: idParam });
