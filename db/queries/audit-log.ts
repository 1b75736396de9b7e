import type { AuditAction } from '@core/contracts/admin-overview';
import type { Db, Tx } from '../client';

// The general audit log (migration 0010): one row per admin action, written
// by the service inside the action's own transaction, so an action and its
// record commit together or not at all.

export interface AuditRecord {
  actorId: number;
  action: AuditAction;
  schoolId?: number | null;
  /** the row acted on, e.g. a submission or cost item id */
  entityId?: string | number | null;
  /** one Indonesian sentence for the Overview */
  summary: string;
  details?: Record<string, unknown>;
}

export async function recordAudit(tx: Tx, record: AuditRecord): Promise<void> {
  await tx`
    INSERT INTO audit_log (actor_id, action, school_id, entity_id, summary, details)
    VALUES (${record.actorId}, ${record.action}, ${record.schoolId ?? null},
            ${record.entityId === undefined || record.entityId === null ? null : String(record.entityId)},
            ${record.summary}, ${tx.json((record.details ?? {}) as never)})`;
}

export interface AuditEntryRow {
  id: number;
  at: Date;
  action: AuditAction;
  actorId: number | null;
  actorName: string | null;
  summary: string;
  schoolId: number | null;
  schoolName: string | null;
  schoolSlug: string | null;
}

/** The newest entries, with the actor's display name and the school's link. */
export function recentAudit(db: Db, limit: number): Promise<AuditEntryRow[]> {
  return db<AuditEntryRow[]>`
    SELECT a.id, a.at, a.action, a.actor_id,
           coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.username::text)
             AS actor_name,
           a.summary, s.id AS school_id, s.name AS school_name, s.slug AS school_slug
    FROM audit_log a
    LEFT JOIN users u ON u.id = a.actor_id
    LEFT JOIN schools s ON s.id = a.school_id
    ORDER BY a.at DESC, a.id DESC
    LIMIT ${limit}`;
}
