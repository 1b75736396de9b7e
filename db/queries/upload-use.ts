import type { Tx } from '../client';

// Upload slots (POST /api/objects/upload) taken by something other than a
// contribution: a claim's proof or a gallery photo (issue 23). An upload is
// used once, by whoever asked for it.

/**
 * Of these uploads, the ones this user may still use: theirs, not refused by
 * the worker, and used by no submission, claim or photo yet. Locks them to the
 * end of the transaction (in id order), as the submission path does, so two
 * requests cannot take one upload.
 */
export async function takeableUploads(
  tx: Tx,
  userId: number,
  ids: readonly string[],
): Promise<Map<string, { objectKey: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx<{ id: string; objectKey: string }[]>`
    SELECT u.id, u.object_key FROM uploads u
    WHERE u.id = ANY(${tx.array([...ids])}::uuid[])
      AND u.user_id = ${userId} AND u.state <> 'failed'
      AND NOT EXISTS (SELECT 1 FROM submission_files f WHERE f.upload_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM school_claim_files f WHERE f.upload_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM gallery_images g WHERE g.upload_id = u.id)
    ORDER BY u.id
    FOR UPDATE OF u`;
  return new Map(rows.map((row) => [row.id, { objectKey: row.objectKey }]));
}
