import type { SubmissionStatus } from '@core/contracts/submission-review';
import type { ContributionLineInput, SubmissionLine } from '@core/contracts/contribution-lines';
import type { Db, Tx } from '../client';
import { insertSubmissionLines } from './submissions';

// A rejected contribution corrected and sent again (issue 21): the rejected
// round goes to submission_rounds, the submission row takes the new one.

export interface OwnSubmissionRow {
  id: number;
  userId: number | null;
  status: SubmissionStatus;
  schoolName: string;
  cityName: string;
  educationLevels: string[];
  phoneNumber: string;
  showAsContributor: boolean;
  contributorName: string | null;
  contributorProfile: string | null;
  schoolId: number | null;
  academicYearId: number | null;
  rejectionReason: string | null;
  reviewedBy: number | null;
  reviewedAt: Date | null;
  sentAt: Date;
  resubmissionCount: number;
  lines: SubmissionLine[];
  files: { uploadId: string; name: string }[];
}

const selectOwn = (db: Db) => db`
  SELECT s.id, s.user_id, s.status::text AS status, s.school_name, s.city_name,
    s.education_levels, s.phone_number, s.show_as_contributor, s.contributor_name,
    s.contributor_profile, s.source_school_id AS school_id,
    s.requested_academic_year_id AS academic_year_id, s.rejection_reason,
    s.reviewed_by, s.reviewed_at, coalesce(s.resubmitted_at, s.created_at) AS sent_at,
    s.resubmission_count,
    coalesce((
      SELECT json_agg(json_build_object(
          'label', l.label, 'amount', l.amount, 'frequency', l.frequency, 'notes', l.notes,
          'category', l.category_code, 'origin', l.origin, 'uploadId', l.upload_id,
          'page', l.page, 'box', l.box)
        ORDER BY l.position)
      FROM submission_lines l WHERE l.submission_id = s.id), '[]') AS lines,
    coalesce((
      SELECT json_agg(json_build_object('uploadId', f.upload_id, 'name', f.original_name)
        ORDER BY f.position)
      FROM submission_files f WHERE f.submission_id = s.id), '[]') AS files
  FROM school_submissions s`;

export async function findOwnSubmission(db: Db, id: number): Promise<OwnSubmissionRow | undefined> {
  const [row] = await db<OwnSubmissionRow[]>`${selectOwn(db)} WHERE s.id = ${id}`;
  return row;
}

/** The same, locked until the transaction ends (a double click resends once). */
export async function lockOwnSubmission(tx: Tx, id: number): Promise<OwnSubmissionRow | undefined> {
  await tx`SELECT id FROM school_submissions WHERE id = ${id} FOR UPDATE`;
  return findOwnSubmission(tx, id);
}

export interface SubmissionRoundRow {
  round: number;
  sentAt: Date;
  rejectedAt: Date;
  reason: string;
  resentAt: Date;
}

export function listRounds(db: Db, submissionId: number): Promise<SubmissionRoundRow[]> {
  return db<SubmissionRoundRow[]>`
    SELECT round, sent_at, rejected_at, rejection_reason AS reason, resent_at
    FROM submission_rounds WHERE submission_id = ${submissionId} ORDER BY round`;
}

export interface Resend {
  schoolName: string;
  cityName: string;
  educationLevels: string[];
  phoneNumber: string;
  showAsContributor: boolean;
  contributorName: string | null;
  contributorProfile: string | null;
  schoolId: number | null;
  academicYearId: number | null;
  lines: ContributionLineInput[];
  /** files it gains, after the ones it has */
  newFiles: { uploadId: string; name: string }[];
}

/**
 * Keeps the rejected round (what was sent, who rejected it, why) and makes the
 * submission pending again with the corrected values. The caller holds the
 * submission's lock and has checked it is rejected.
 */
export async function resendSubmission(
  tx: Tx,
  current: OwnSubmissionRow,
  resend: Resend,
): Promise<void> {
  const sent = {
    schoolName: current.schoolName,
    cityName: current.cityName,
    educationLevels: current.educationLevels,
    schoolId: current.schoolId,
    academicYearId: current.academicYearId,
    lines: current.lines,
    files: current.files.map((file) => file.name),
  };
  await tx`
    INSERT INTO submission_rounds (
      submission_id, round, sent_at, rejected_at, rejected_by, rejection_reason, sent)
    VALUES (
      ${current.id}, ${current.resubmissionCount + 1}, ${current.sentAt},
      ${current.reviewedAt}, ${current.reviewedBy}, ${current.rejectionReason},
      ${tx.json(sent as never)})`;
  await tx`
    UPDATE school_submissions
    SET school_name = ${resend.schoolName}, city_name = ${resend.cityName},
        education_levels = ${tx.array(resend.educationLevels)}::text[],
        phone_number = ${resend.phoneNumber},
        show_as_contributor = ${resend.showAsContributor},
        contributor_name = ${resend.contributorName},
        contributor_profile = ${resend.contributorProfile},
        source_school_id = ${resend.schoolId}, requested_academic_year_id = ${resend.academicYearId},
        status = 'pending', reviewed_by = NULL, reviewed_at = NULL, rejection_reason = NULL,
        previous_rejection_reason = ${current.rejectionReason},
        resubmission_count = resubmission_count + 1, resubmitted_at = now()
    WHERE id = ${current.id} AND status = 'rejected'`;
  await insertSubmissionLines(tx, current.id, resend.lines);
  if (resend.newFiles.length === 0) return;
  const start = current.files.length;
  const files = resend.newFiles.map((file, i) => ({
    submissionId: current.id,
    position: start + i,
    uploadId: file.uploadId,
    originalName: file.name,
  }));
  await tx`
    INSERT INTO submission_files ${tx(files, 'submissionId', 'position', 'uploadId', 'originalName')}`;
  for (const file of resend.newFiles)
    await tx`UPDATE uploads SET original_name = ${file.name} WHERE id = ${file.uploadId}`;
}
