import type { SubmissionStatus } from '@core/contracts/submission-review';
import type { UploadState } from '@core/contracts/submissions';
import type { Db } from '../client';

export interface NewSubmission {
  userId: number;
  schoolName: string;
  cityName: string;
  educationLevels: string[];
  phoneNumber: string;
  showAsContributor: boolean;
  contributorName: string | null;
  contributorProfile: string | null;
  /** in upload order; position = index */
  files: { uploadId: string; name: string }[];
}

/** Writes the submission and its files; the caller holds the uploads' row locks. */
export async function insertSubmission(db: Db, submission: NewSubmission): Promise<number> {
  const [row] = await db<{ id: number }[]>`
    INSERT INTO school_submissions (
      user_id, school_name, city_name, education_levels, phone_number,
      show_as_contributor, contributor_name, contributor_profile)
    VALUES (
      ${submission.userId}, ${submission.schoolName}, ${submission.cityName},
      ${db.array(submission.educationLevels)}::text[], ${submission.phoneNumber},
      ${submission.showAsContributor}, ${submission.contributorName},
      ${submission.contributorProfile})
    RETURNING id`;
  const id = row!.id;
  const files = submission.files.map((file, position) => ({
    submissionId: id,
    position,
    uploadId: file.uploadId,
    originalName: file.name,
  }));
  await db`
    INSERT INTO submission_files ${db(files, 'submissionId', 'position', 'uploadId', 'originalName')}`;
  // the upload keeps the name it was sent under, for the worker and the sweep
  for (const file of submission.files) {
    await db`UPDATE uploads SET original_name = ${file.name} WHERE id = ${file.uploadId}`;
  }
  return id;
}

export interface SubmissionFileRow {
  index: number;
  name: string;
  uploadId: string;
  state: UploadState;
  error: string | null;
  sizeBytes: number | null;
  contentType: string | null;
}

export interface SubmissionRow {
  id: number;
  schoolName: string;
  cityName: string;
  educationLevels: string[];
  phoneNumber: string;
  showAsContributor: boolean;
  contributorName: string | null;
  contributorProfile: string | null;
  status: string;
  createdAt: Date;
  accountFirstName: string | null;
  accountLastName: string | null;
  accountEmail: string | null;
  hasAccount: boolean;
  /** JSON rows, camelCased by the query */
  files: SubmissionFileRow[];
  reviewerId: number | null;
  reviewerName: string | null;
  reviewedAt: Date | null;
  rejectionReason: string | null;
  publishedSchoolId: number | null;
  publishedSchoolName: string | null;
  publishedSchoolSlug: string | null;
  publishedYearId: number | null;
  publishedYear: string | null;
  publishedItemCount: number;
}

const selectSubmissions = (db: Db) => db`
  SELECT s.id, s.school_name, s.city_name, s.education_levels, s.phone_number,
    s.show_as_contributor, s.contributor_name, s.contributor_profile,
    s.status::text AS status, s.created_at,
    u.first_name AS account_first_name, u.last_name AS account_last_name,
    u.email::text AS account_email, (u.id IS NOT NULL) AS has_account,
    s.reviewed_by AS reviewer_id,
    coalesce(nullif(concat_ws(' ', r.first_name, r.last_name), ''), r.username::text)
      AS reviewer_name,
    s.reviewed_at, s.rejection_reason,
    ps.id AS published_school_id, ps.name AS published_school_name,
    ps.slug AS published_school_slug,
    ay.id AS published_year_id, ay.year AS published_year,
    (SELECT count(*)::int FROM cost_items ci WHERE ci.source_submission_id = s.id)
      AS published_item_count,
    coalesce((
      SELECT json_agg(json_build_object(
          'index', f.position, 'name', f.original_name, 'uploadId', f.upload_id,
          'state', up.state, 'error', up.error, 'sizeBytes', up.size_bytes,
          'contentType', up.content_type)
        ORDER BY f.position)
      FROM submission_files f JOIN uploads up ON up.id = f.upload_id
      WHERE f.submission_id = s.id), '[]') AS files
  FROM school_submissions s
  LEFT JOIN users u ON u.id = s.user_id
  LEFT JOIN users r ON r.id = s.reviewed_by
  LEFT JOIN schools ps ON ps.id = s.school_id
  LEFT JOIN academic_years ay ON ay.id = s.academic_year_id`;

export async function findSubmission(db: Db, id: number): Promise<SubmissionRow | undefined> {
  const [row] = await db<SubmissionRow[]>`${selectSubmissions(db)} WHERE s.id = ${id}`;
  return row;
}

/** Newest first, of one status or all. */
export function listSubmissions(
  db: Db,
  limit: number,
  status?: SubmissionStatus,
): Promise<SubmissionRow[]> {
  return db<SubmissionRow[]>`
    ${selectSubmissions(db)}
    WHERE (${status ?? null}::submission_status IS NULL OR s.status = ${status ?? null})
    ORDER BY s.created_at DESC, s.id DESC
    LIMIT ${limit}`;
}

export interface SubmissionFileObject {
  name: string;
  objectKey: string;
  state: UploadState;
  error: string | null;
  contentType: string | null;
  /** size and SHA-256 of the bytes the worker passed (sha256 null: checked before digests) */
  sizeBytes: number | null;
  sha256: Buffer | null;
}

/** One file of a submission by its index, with where it is stored. */
export async function findSubmissionFile(
  db: Db,
  submissionId: number,
  index: number,
): Promise<SubmissionFileObject | undefined> {
  const [row] = await db<SubmissionFileObject[]>`
    SELECT f.original_name AS name, u.object_key, u.state, u.error, u.content_type,
      u.size_bytes, u.sha256
    FROM submission_files f JOIN uploads u ON u.id = f.upload_id
    WHERE f.submission_id = ${submissionId} AND f.position = ${index}`;
  return row;
}

export async function submissionExists(db: Db, id: number): Promise<boolean> {
  const rows = await db`SELECT 1 FROM school_submissions WHERE id = ${id}`;
  return rows.length > 0;
}
