// Contribution uploads (SPEC §5, §9; DESIGN §6). Zod-free so the contribute
// page can read the limits without loading zod.

import { formatNumber } from './format';

/** SPEC §9: at most 10 files per submission. */
export const UPLOAD_MAX_FILES = 10;
/** SPEC §5: each file at most 20 MB (20,971,520 bytes). */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

export interface AllowedUploadType {
  /** the type file-type reports for the content (magic bytes) */
  detected: string;
  /** the type the download is sent with */
  mime: string;
  /** extensions the file picker offers */
  extensions: readonly string[];
  /**
   * Old Office files share one container format (OLE compound file) with
   * installers and e-mails; they are accepted only under these extensions.
   */
  onlyWithExtension?: boolean;
}

/**
 * What a contribution may be: fee tables, brochures and photos of them.
 * Checked by content in the worker, offered by extension in the picker.
 */
const ALLOWED_UPLOAD_TYPES: readonly AllowedUploadType[] = [
  { detected: 'pdf', mime: 'application/pdf', extensions: ['.pdf'] },
  { detected: 'jpg', mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  { detected: 'png', mime: 'image/png', extensions: ['.png'] },
  { detected: 'webp', mime: 'image/webp', extensions: ['.webp'] },
  { detected: 'heic', mime: 'image/heic', extensions: ['.heic', '.heif'] },
  {
    detected: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
  },
  {
    detected: 'xlsx',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['.xlsx'],
  },
  { detected: 'cfb', mime: 'application/msword', extensions: ['.doc'], onlyWithExtension: true },
  {
    detected: 'cfb',
    mime: 'application/vnd.ms-excel',
    extensions: ['.xls'],
    onlyWithExtension: true,
  },
];

/** '.pdf,.jpg,…' for the file input's accept attribute. */
export const UPLOAD_ACCEPT_EXTENSIONS: readonly string[] = ALLOWED_UPLOAD_TYPES.flatMap(
  (type) => type.extensions,
);

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot).toLowerCase() : '';
}

/**
 * The type a file is kept as, from what its bytes are (`detected`, file-type's
 * extension) and, for old Office files only, its name; undefined when refused.
 * The name never makes a file acceptable on its own: 'biaya.pdf' holding a
 * program is refused, 'biaya.pdf' holding a PNG is kept as a PNG.
 */
export function acceptedUploadType(
  detected: string | undefined,
  originalName: string,
): AllowedUploadType | undefined {
  if (!detected) return undefined;
  const extension = extensionOf(originalName);
  return ALLOWED_UPLOAD_TYPES.find(
    (type) =>
      type.detected === detected &&
      (!type.onlyWithExtension || type.extensions.includes(extension)),
  );
}

/** The object key of an upload: 'uploads/<uuid>'. */
export const uploadObjectKey = (uuid: string) => `uploads/${uuid}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUploadUuid = (value: string) => UUID.test(value);

/**
 * SPEC §3 upload result: the uuid is the last path segment of the upload URL
 * without its query string; undefined when that is not a uuid.
 */
export function uploadUuidFromUrl(url: string): string | undefined {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return isUploadUuid(last) ? last.toLowerCase() : undefined;
}

/** '1,5 MB' style sizes for people (id-ID). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(value, 1)} ${units[unit]}`;
}

/** '20 MB': every text that names the size limit derives from UPLOAD_MAX_BYTES. */
export const UPLOAD_MAX_SIZE_TEXT = formatFileSize(UPLOAD_MAX_BYTES);
/** A stored upload over the limit (the worker's check of the bytes). */
export const OBJECT_TOO_LARGE = `Ukuran file melebihi ${UPLOAD_MAX_SIZE_TEXT}`;
/** A submitted file over the limit (the api's check when a submission names it). */
export const UPLOAD_TOO_LARGE = (name: string) =>
  `Ukuran file "${name}" melebihi batas ${UPLOAD_MAX_SIZE_TEXT}.`;
