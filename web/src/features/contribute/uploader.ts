// The upload engine of the contribute form: Uppy with its S3 uploader in
// single-PUT mode, each file PUT to a URL from POST /api/objects/upload
// (SPEC §4, §7). Loaded on demand (use-uploads.ts), so Uppy never weighs on
// another page. The UI reads plain UploadItems, not Uppy's state.
import Uppy, { type UppyFile } from '@uppy/core';
import AwsS3 from '@uppy/aws-s3';
import {
  UPLOAD_ACCEPT_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  uploadUuidFromUrl,
} from '@core/uploads';
import type { Uploader, UploadItem } from './upload-item';

type File = UppyFile<Record<string, never>, Record<string, never>>;

// Uppy's messages for what the form shows, in Indonesian.
const STRINGS = {
  youCanOnlyUploadX: {
    0: `Maksimal %{smart_count} file`,
    1: `Maksimal %{smart_count} file`,
  },
  exceedsSize: '%{file} melebihi batas ukuran %{size}',
  youCanOnlyUploadFileTypes:
    'Jenis file tidak didukung. Gunakan PDF, JPG, PNG, WebP, HEIC, Word, atau Excel.',
  noDuplicates: 'File "%{fileName}" sudah ditambahkan',
  noMoreFilesAllowed: 'Tidak bisa menambah file lagi',
  failedToUpload: 'Gagal mengunggah %{file}',
  noInternetConnection: 'Tidak ada koneksi internet',
  connectedToInternet: 'Terhubung kembali ke internet',
};

/** At most this many PUTs at once: a phone's uplink is shared by all of them. */
const PARALLEL_UPLOADS = 3;

function itemOf(file: File): UploadItem {
  const uploadId = file.uploadURL ? uploadUuidFromUrl(file.uploadURL) : undefined;
  const base = {
    id: file.id,
    name: file.name,
    size: file.size ?? 0,
    progress: file.progress.percentage ?? 0,
  };
  if (file.error) return { ...base, state: 'error', error: file.error };
  if (file.progress.uploadComplete && uploadId) return { ...base, state: 'done', uploadId };
  if (file.isPaused) return { ...base, state: 'paused' };
  if (file.progress.uploadStarted) return { ...base, state: 'uploading' };
  return { ...base, state: 'waiting' };
}

export function createUploader(
  requestUploadUrl: () => Promise<{ url: string; headers: Record<string, string> }>,
): Uploader {
  const uppy = new Uppy({
    autoProceed: true,
    restrictions: {
      maxNumberOfFiles: UPLOAD_MAX_FILES,
      maxFileSize: UPLOAD_MAX_BYTES,
      allowedFileTypes: [...UPLOAD_ACCEPT_EXTENSIONS],
    },
    locale: { strings: STRINGS, pluralize: (count: number) => (count === 1 ? 0 : 1) },
  });
  uppy.use(AwsS3, {
    shouldUseMultipart: false,
    limit: PARALLEL_UPLOADS,
    // single-PUT mode: the only request to sign is the PutObject of one file
    // the URL and the headers it was signed with (If-None-Match: * among them)
    signRequest: () => requestUploadUrl(),
  });

  let state: unknown;
  let items: UploadItem[] = [];
  const snapshot = () => {
    const current = uppy.getState();
    if (current !== state) {
      state = current;
      items = Object.values(current.files as Record<string, File>).map(itemOf);
    }
    return items;
  };

  return {
    subscribe: (listener) => uppy.store.subscribe(listener),
    items: snapshot,
    add(files) {
      const problems: string[] = [];
      for (const file of files) {
        try {
          uppy.addFile({ name: file.name, type: file.type, data: file, source: 'Local' });
        } catch (error) {
          problems.push(error instanceof Error ? error.message : String(error));
        }
      }
      return problems;
    },
    pauseResume: (id) => void uppy.pauseResume(id),
    retry: (id) => void uppy.retryUpload(id).catch(() => undefined),
    remove: (id) => uppy.removeFile(id),
    reset: () => uppy.cancelAll(),
    destroy: () => uppy.destroy(),
  };
}
