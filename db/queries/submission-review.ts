import type { SubmissionStatus } from '@core/contracts/submission-review';
import type { Db, Tx } from '../client';

// Review of contributions (issue 8): the state change of a submission and a
// contributor's view of their own submissions.

export interface LockedSubmission {
  id: number;
  status: SubmissionStatus;
  schoolName: string;
  reviewedAt: Date | null;
  /** the contributor's account (null once the account was deleted) */
  userId: number | null;
}

/**
 * The submission, locked until the transaction ends: a second approval of the
 * same submission waits here and then sees it approved.
 */
export async function lockSubmission(tx: Tx, id: number): Promise<LockedSubmission | undefined> {
  const [row] = await tx<LockedSubmission[]>`
    SELECT id, status, school_name, reviewed_at, user_id FROM school_submissions
    WHERE id = ${id} FOR UPDATE`;
  return row;
}

export async function markApproved(
  tx: Tx,
  id: number,
  review: { reviewerId: number; schoolId: number; academicYearId: number },
): Promise<void> {
  await tx`
    UPDATE school_submissions
    SET status = 'approved', reviewed_by = ${review.reviewerId}, reviewed_at = now(),
        school_id = ${review.schoolId}, academic_year_id = ${review.academicYearId},
        rejection_reason = NULL
    WHERE id = ${id} AND status = 'pending'`;
}

export async function markRejected(
  tx: Tx,
  id: number,
  review: { reviewerId: number; reason: string },
): Promise<void> {
  await tx`
    UPDATE school_submissions
    SET status = 'rejected', reviewed_by = ${review.reviewerId}, reviewed_at = now(),
        rejection_reason = ${review.reason}
    WHERE id = ${id} AND status = 'pending'`;
}

export interface MySubmissionRow {
  id: number;
  schoolName: string;
  cityName: string;
  educationLevels: string[];
  status: SubmissionStatus;
  createdAt: Date;
  reviewedAt: Date | null;
  rejectionReason: string | null;
  schoolId: number | null;
  schoolSlug: string | null;
  schoolDisplayName: string | null;
  academicYear: string | null;
  fileCount: number;
  resubmissionCount: number;
}

/** A contributor's own submissions, newest first. */
export function listUserSubmissions(
  db: Db,
  userId: number,
  limit: number,
): Promise<MySubmissionRow[]> {
  return db<MySubmissionRow[]>`
    SELECT s.id, s.school_name, s.city_name, s.education_levels, s.status, s.created_at,
           s.reviewed_at, s.rejection_reason,
           ps.id AS school_id, ps.slug AS school_slug, ps.name AS school_display_name,
           ay.year AS academic_year,
           (SELECT count(*)::int FROM submission_files f WHERE f.submission_id = s.id)
             AS file_count,
           s.resubmission_count
    FROM school_submissions s
    LEFT JOIN schools ps ON ps.id = s.school_id
    LEFT JOIN academic_years ay ON ay.id = s.academic_year_id
    WHERE s.user_id = ${userId}
    ORDER BY s.created_at DESC, s.id DESC
    LIMIT ${limit}`;
}
