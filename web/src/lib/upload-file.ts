// One file to storage the way the contribute form does it, without Uppy: a
// slot from POST /api/objects/upload, then one PUT of the bytes with the
// headers the slot was signed with. For the claim form's proof and the
// gallery's photos (issue 23), which send a file or two at a time.
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_SIZE_TEXT, uploadUuidFromUrl } from '@core/uploads';
import { sendJson } from './api-client';

const UPLOAD_FAILED = 'Gagal mengunggah file. Periksa koneksi Anda lalu coba lagi.';
const UPLOAD_TOO_LARGE = `Ukuran file melebihi ${UPLOAD_MAX_SIZE_TEXT}`;

/** Uploads the file; resolves to its upload id, rejects with an Indonesian message. */
export async function uploadFile(file: File): Promise<string> {
  if (file.size > UPLOAD_MAX_BYTES) throw new Error(UPLOAD_TOO_LARGE);
  let slot: { uploadURL: string; uploadHeaders?: Record<string, string> };
  try {
    slot = await sendJson('POST', '/api/objects/upload');
  } catch {
    throw new Error(UPLOAD_FAILED);
  }
  const uploadId = uploadUuidFromUrl(slot.uploadURL);
  if (!uploadId) throw new Error(UPLOAD_FAILED);
  const response = await fetch(slot.uploadURL, {
    method: 'PUT',
    body: file,
    headers: { ...slot.uploadHeaders, 'Content-Type': file.type || 'application/octet-stream' },
  }).catch(() => undefined);
  if (!response?.ok) throw new Error(UPLOAD_FAILED);
  return uploadId;
}
