import type { Db, Tx } from '../client';

export interface SchoolRequestRow {
  id: number;
  requestedSchoolName: string;
  educationLevel: string;
  city: string;
  status: 'requested' | 'completed';
  createdAt: Date;
  completedAt: Date | null;
  userFirstName: string | null;
  userLastName: string | null;
  /** false when the requester's account is gone */
  hasUser: boolean;
  schoolId: number | null;
  schoolName: string | null;
  schoolSlug: string | null;
}

const SELECT_REQUESTS = (db: Db) => db`
  SELECT r.id, r.requested_school_name, r.education_level, r.city, r.status,
         r.created_at, r.completed_at,
         u.first_name AS user_first_name, u.last_name AS user_last_name,
         (u.id IS NOT NULL) AS has_user,
         s.id AS school_id, s.name AS school_name, s.slug AS school_slug
  FROM school_requests r
  LEFT JOIN users u ON u.id = r.user_id
  LEFT JOIN schools s ON s.id = r.school_id`;

/** Every request, newest first (SPEC §2 lists both tabs from one call). */
export function listSchoolRequests(db: Db, limit: number): Promise<SchoolRequestRow[]> {
  return db<SchoolRequestRow[]>`
    ${SELECT_REQUESTS(db)}
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT ${limit}`;
}

/** A user's own requests, newest first. */
export function listUserSchoolRequests(
  db: Db,
  userId: number,
  limit: number,
): Promise<SchoolRequestRow[]> {
  return db<SchoolRequestRow[]>`
    ${SELECT_REQUESTS(db)}
    WHERE r.user_id = ${userId}
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT ${limit}`;
}

/** The request, locked until the transaction ends (one completion at a time). */
export async function lockSchoolRequest(tx: Tx, id: number): Promise<SchoolRequestRow | undefined> {
  const [row] = await tx<SchoolRequestRow[]>`
    ${SELECT_REQUESTS(tx)} WHERE r.id = ${id} FOR UPDATE OF r`;
  return row;
}

/** The requester of a request (the contribute prefill reads only one's own). */
export async function requestOwner(db: Db, id: number): Promise<number | null | undefined> {
  const [row] = await db<{ userId: number | null }[]>`
    SELECT user_id FROM school_requests WHERE id = ${id}`;
  return row === undefined ? undefined : row.userId;
}

export async function findSchoolRequest(db: Db, id: number): Promise<SchoolRequestRow | undefined> {
  const [row] = await db<SchoolRequestRow[]>`${SELECT_REQUESTS(db)} WHERE r.id = ${id}`;
  return row;
}

export interface NewSchoolRequest {
  userId: number;
  requestedSchoolName: string;
  educationLevel: string;
  city: string;
}

export async function insertSchoolRequest(db: Db, request: NewSchoolRequest): Promise<number> {
  const [row] = await db<{ id: number }[]>`
    INSERT INTO school_requests (user_id, requested_school_name, education_level, city)
    VALUES (${request.userId}, ${request.requestedSchoolName}, ${request.educationLevel},
            ${request.city})
    RETURNING id`;
  return row!.id;
}

/**
 * Links the school and marks the request completed. A request already
 * completed keeps its first completion (the call is idempotent); returns
 * whether this call changed the row.
 */
export async function completeSchoolRequest(
  db: Db,
  id: number,
  schoolId: number,
  completedBy: number,
): Promise<boolean> {
  const rows = await db`
    UPDATE school_requests
    SET status = 'completed', school_id = ${schoolId}, completed_by = ${completedBy},
        completed_at = now()
    WHERE id = ${id} AND status = 'requested'
    RETURNING id`;
  return rows.length > 0;
}
