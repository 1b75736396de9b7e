import type {
  SchoolSubmission,
  SubmissionPayload,
  UploadUrlResponse,
} from '@core/contracts/submissions';
import { sendJson } from '@web/lib/api-client';

/** SPEC §8: what the upload widget shows when no upload URL could be had. */
const UPLOAD_URL_FAILED = 'Failed to get upload URL';

export interface UploadTarget {
  url: string;
  /** headers the PUT must send (If-None-Match: * makes the URL write-once) */
  headers: Record<string, string>;
}

/** POST /api/objects/upload (no body): where the browser PUTs one file, and how. */
export async function requestUploadUrl(): Promise<UploadTarget> {
  try {
    const { uploadURL, uploadHeaders } = await sendJson<UploadUrlResponse>(
      'POST',
      '/api/objects/upload',
    );
    if (!uploadURL) throw new Error('no uploadURL');
    return { url: uploadURL, headers: uploadHeaders ?? {} };
  } catch {
    throw new Error(UPLOAD_URL_FAILED);
  }
}

/** POST /api/school-submissions */
export function submitSubmission(payload: SubmissionPayload): Promise<SchoolSubmission> {
  return sendJson<SchoolSubmission>('POST', '/api/school-submissions', payload);
}
