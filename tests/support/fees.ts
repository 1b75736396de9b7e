import type { Db } from '@db/client';
import type { TestApi } from './api-server';
import { postJson, submissionBody, uploadFile, type ContributionApis } from './contribution-api';
import { pngBytes } from './upload-files';

// Helpers for the fee-flow tests (issue 8): a parent's submission to review,
// ids of reference rows, and a fingerprint of everything a write may touch.

/** A parent uploads a brochure and sends it; returns the submission id. */
export async function sendSubmission(
  apis: ContributionApis,
  overrides: Record<string, unknown> = {},
  api: TestApi = apis.parent,
): Promise<number> {
  const file = await uploadFile(api, 'brosur.png', pngBytes());
  const res = await postJson(api, '/api/school-submissions', submissionBody([file], overrides));
  if (res.status !== 201) throw new Error(`submission: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

export async function yearIdOf(db: Db, year: string): Promise<number> {
  const [row] = await db<{ id: number }[]>`SELECT id FROM academic_years WHERE year = ${year}`;
  if (!row) throw new Error(`no academic year ${year}`);
  return row.id;
}

export async function categoryIdOf(db: Db, code: string): Promise<number> {
  const [row] = await db<{ id: number }[]>`
    SELECT id FROM global_cost_categories WHERE code = ${code}`;
  if (!row) throw new Error(`no category ${code}`);
  return row.id;
}

/**
 * Row counts and the newest change of every table a fee write touches: equal
 * fingerprints before and after a refused call mean it changed nothing.
 */
export async function writeFingerprint(db: Db): Promise<Record<string, unknown>> {
  const [row] = await db`
    SELECT
      (SELECT count(*)::int FROM cost_items) AS cost_items,
      (SELECT coalesce(max(updated_at), 'epoch')::text FROM cost_items) AS cost_items_changed,
      (SELECT count(*)::int FROM cost_item_audit) AS cost_item_audit,
      (SELECT count(*)::int FROM outbox) AS outbox,
      (SELECT count(*)::int FROM audit_log) AS audit_log,
      (SELECT count(*)::int FROM school_cost_categories) AS school_categories,
      (SELECT count(*)::int FROM global_cost_categories) AS global_categories,
      (SELECT count(*)::int FROM academic_years) AS academic_years,
      (SELECT count(*)::int FROM schools) AS schools,
      (SELECT count(*)::int FROM school_admins) AS school_admins,
      (SELECT string_agg(id || ':' || status, ',' ORDER BY id) FROM school_submissions)
        AS submissions,
      (SELECT string_agg(id || ':' || status, ',' ORDER BY id) FROM school_requests)
        AS requests`;
  return row!;
}
