import type { ClaimStatus } from '@core/contracts/claims';
import type { Db, Tx } from '../client';

// Claims of a school by its representatives (issue 23) and their proof files.

export interface NewClaim {
  schoolId: number;
  userId: number;
  claimantName: string;
  position: string;
  phone: string;
  email: string;
  note: string | null;
}

/** undefined when the person already has a pending claim of the school. */
export async function insertClaim(tx: Tx, claim: NewClaim): Promise<number | undefined> {
  const [row] = await tx<{ id: number }[]>`
    INSERT INTO school_claims (school_id, user_id, claimant_name, position, phone, email, note)
    VALUES (${claim.schoolId}, ${claim.userId}, ${claim.claimantName}, ${claim.position},
            ${claim.phone}, ${claim.email}, ${claim.note})
    ON CONFLICT DO NOTHING
    RETURNING id`;
  return row?.id;
}

export async function insertClaimFiles(
  tx: Tx,
  claimId: number,
  files: readonly { uploadId: string; name: string }[],
): Promise<void> {
  const rows = files.map((file, position) => ({
    claimId,
    position,
    uploadId: file.uploadId,
    originalName: file.name,
  }));
  await tx`INSERT INTO school_claim_files ${tx(rows, 'claimId', 'position', 'uploadId', 'originalName')}`;
}

interface ClaimFileRow {
  index: number;
  name: string;
  uploadId: string;
  objectKey: string;
  state: string;
  error: string | null;
  contentType: string | null;
  sizeBytes: number | null;
  sha256: Buffer | null;
}

export interface ClaimRow {
  id: number;
  status: ClaimStatus;
  schoolId: number;
  schoolName: string;
  schoolSlug: string;
  schoolNpsn: string | null;
  cityName: string;
  userId: number;
  accountName: string | null;
  accountEmail: string | null;
  accountRole: string;
  claimantName: string;
  position: string;
  phone: string;
  email: string;
  note: string | null;
  rejectionReason: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
  files: ClaimFileRow[];
}

const SELECT_CLAIMS = (db: Db) => db`
  SELECT c.id, c.status, c.school_id, s.name AS school_name, s.slug AS school_slug,
         s.npsn AS school_npsn, ci.name AS city_name,
         c.user_id, nullif(concat_ws(' ', u.first_name, u.last_name), '') AS account_name,
         coalesce(u.email::text, u.username::text) AS account_email, u.role AS account_role,
         c.claimant_name, c.position, c.phone, c.email::text AS email, c.note,
         c.rejection_reason, c.reviewed_at, c.created_at,
         coalesce((
           SELECT json_agg(json_build_object(
               'index', f.position, 'name', f.original_name, 'uploadId', up.id,
               'objectKey', up.object_key, 'state', up.state, 'error', up.error,
               'contentType', up.content_type, 'sizeBytes', up.size_bytes,
               'sha256', encode(up.sha256, 'hex'))
             ORDER BY f.position)
           FROM school_claim_files f JOIN uploads up ON up.id = f.upload_id
           WHERE f.claim_id = c.id), '[]') AS files
  FROM school_claims c
  JOIN schools s ON s.id = c.school_id
  JOIN cities ci ON ci.code = s.city_code
  JOIN users u ON u.id = c.user_id`;

type RawClaimRow = Omit<ClaimRow, 'files'> & {
  files: (Omit<ClaimFileRow, 'sha256'> & { sha256: string | null })[];
};

function withDigests(row: RawClaimRow): ClaimRow {
  return {
    ...row,
    files: row.files.map((file) => ({
      ...file,
      sha256: file.sha256 ? Buffer.from(file.sha256, 'hex') : null,
    })),
  };
}

export async function findClaim(db: Db, id: number): Promise<ClaimRow | undefined> {
  const [row] = await db<RawClaimRow[]>`${SELECT_CLAIMS(db)} WHERE c.id = ${id}`;
  return row && withDigests(row);
}

/** A site admin's list: of one status (or all), newest first. */
export async function listClaims(db: Db, status: ClaimStatus | undefined): Promise<ClaimRow[]> {
  const rows = await db<RawClaimRow[]>`
    ${SELECT_CLAIMS(db)}
    ${status ? db`WHERE c.status = ${status}` : db``}
    ORDER BY c.created_at DESC, c.id DESC
    LIMIT 200`;
  return rows.map(withDigests);
}

/** A claimant's own claims, newest first. */
export async function listUserClaims(db: Db, userId: number): Promise<ClaimRow[]> {
  const rows = await db<RawClaimRow[]>`
    ${SELECT_CLAIMS(db)} WHERE c.user_id = ${userId}
    ORDER BY c.created_at DESC, c.id DESC
    LIMIT 100`;
  return rows.map(withDigests);
}

/** The claim's status, locked until the transaction ends (two reviewers take turns). */
export async function lockClaim(
  tx: Tx,
  id: number,
): Promise<{ id: number; status: ClaimStatus; schoolId: number; userId: number } | undefined> {
  const [row] = await tx<{ id: number; status: ClaimStatus; schoolId: number; userId: number }[]>`
    SELECT id, status, school_id, user_id FROM school_claims WHERE id = ${id} FOR UPDATE`;
  return row;
}

export async function decideClaim(
  tx: Tx,
  id: number,
  decision: { status: 'approved' | 'rejected'; reviewerId: number; reason: string | null },
): Promise<void> {
  await tx`
    UPDATE school_claims
    SET status = ${decision.status}, rejection_reason = ${decision.reason},
        reviewed_by = ${decision.reviewerId}, reviewed_at = now()
    WHERE id = ${id} AND status = 'pending'`;
}

/** Makes a parent a school admin (approving a claim); other roles stay what they are. */
export async function promoteToSchoolAdmin(tx: Tx, userId: number): Promise<void> {
  await tx`
    UPDATE users SET role = 'school_admin', updated_at = now()
    WHERE id = ${userId} AND role = 'parent'`;
}

export interface ClaimUploadRow {
  id: string;
  objectKey: string;
  originalName: string;
  state: 'pending' | 'running' | 'done' | 'failed';
}

/** The uploads of one claim, in file order (the worker's check). */
export function claimUploads(db: Db, claimId: number): Promise<ClaimUploadRow[]> {
  return db<ClaimUploadRow[]>`
    SELECT u.id, u.object_key, f.original_name, u.state
    FROM school_claim_files f JOIN uploads u ON u.id = f.upload_id
    WHERE f.claim_id = ${claimId}
    ORDER BY f.position`;
}
