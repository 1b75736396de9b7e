import type { SubmissionStatus } from '@core/contracts/submission-review';
import type { UploadState } from '@core/contracts/submissions';
import type { ContributionLineInput, SubmissionLine } from '@core/contracts/contribution-lines';
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
  /** issue 21: the school page it came from, the year, and fee lines typed or read */
  schoolId?: number | null;
  academicYearId?: number | null;
  lines?: ContributionLineInput[];
}

/** Writes the submission and its files; the caller holds the uploads' row locks. */
export async function insertSubmission(db: Db, submission: NewSubmission): Promise<number> {
  const [row] = await db<{ id: number }[]>`
    INSERT INTO school_submissions (
      user_id, school_name, city_name, education_levels, phone_number,
      show_as_contributor, contributor_name, contributor_profile,
      source_school_id, requested_academic_year_id)
    VALUES (
      ${submission.userId}, ${submission.schoolName}, ${submission.cityName},
      ${db.array(submission.educationLevels)}::text[], ${submission.phoneNumber},
      ${submission.showAsContributor}, ${submission.contributorName},
      ${submission.contributorProfile}, ${submission.schoolId ?? null},
      ${submission.academicYearId ?? null})
    RETURNING id`;
  const id = row!.id;
  await insertSubmissionLines(db, id, submission.lines ?? []);
  if (submission.files.length === 0) return id;
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

/** The fee lines of a submission, replacing any it had. */
export async function insertSubmissionLines(
  db: Db,
  submissionId: number,
  lines: readonly ContributionLineInput[],
): Promise<void> {
  await db`DELETE FROM submission_lines WHERE submission_id = ${submissionId}`;
  if (lines.length === 0) return;
  const rows = lines.map((line, position) => ({
    submissionId,
    position,
    label: line.label,
    amount: line.amount,
    frequency: line.frequency,
    notes: line.notes,
    categoryCode: line.category,
    origin: line.origin,
    uploadId: line.uploadId,
    page: line.page,
    box: line.box === null ? null : db.json(line.box as never),
  }));
  await db`
    INSERT INTO submission_lines ${db(
      rows,
      'submissionId',
      'position',
      'label',
      'amount',
      'frequency',
      'notes',
      'categoryCode',
      'origin',
      'uploadId',
      'page',
      'box',
    )}`;
}

interface SubmissionFileRow {
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
  sourceSchoolId: number | null;
  sourceSchoolName: string | null;
  sourceSchoolSlug: string | null;
  requestedYearId: number | null;
  requestedYear: string | null;
  resubmissionCount: number;
  resubmittedAt: Date | null;
  previousRejectionReason: string | null;
  lines: SubmissionLine[];
  readings: { index: number; status: string; lines: unknown[]; message: string | null }[];
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
      WHERE f.submission_id = s.id), '[]') AS files,
    src.id AS source_school_id, src.name AS source_school_name, src.slug AS source_school_slug,
    ry.id AS requested_year_id, ry.year AS requested_year,
    s.resubmission_count, s.resubmitted_at, s.previous_rejection_reason,
    coalesce((
      SELECT json_agg(json_build_object(
          'label', l.label, 'amount', l.amount, 'frequency', l.frequency, 'notes', l.notes,
          'category', l.category_code, 'origin', l.origin, 'uploadId', l.upload_id,
          'page', l.page, 'box', l.box)
        ORDER BY l.position)
      FROM submission_lines l WHERE l.submission_id = s.id), '[]') AS lines,
    coalesce((
      SELECT json_agg(json_build_object(
          'index', f.position, 'status', r.status, 'lines', r.lines, 'message', r.message)
        ORDER BY f.position)
      FROM submission_files f JOIN upload_readings r ON r.upload_id = f.upload_id
      WHERE f.submission_id = s.id), '[]') AS readings
  FROM school_submissions s
  LEFT JOIN schools src ON src.id = s.source_school_id
  LEFT JOIN academic_years ry ON ry.id = s.requested_academic_year_id
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
