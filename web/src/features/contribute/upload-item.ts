// What the contribute form knows about its files, whatever uploads them.

type UploadItemState = 'waiting' | 'uploading' | 'paused' | 'done' | 'error';

export interface UploadItem {
  id: string;
  name: string;
  /** bytes */
  size: number;
  /** 0-100 */
  progress: number;
  state: UploadItemState;
  error?: string;
  /** once done: the upload's uuid (last path segment of its upload URL) */
  uploadId?: string;
}

/** The upload engine (uploader.ts), as the form drives it. */
export interface Uploader {
  subscribe(listener: () => void): () => void;
  /** the same array until something changes */
  items(): UploadItem[];
  /** starts uploading at once (autoProceed); returns why files were refused */
  add(files: readonly File[]): string[];
  pauseResume(id: string): void;
  retry(id: string): void;
  /** cancels the upload and drops the file */
  remove(id: string): void;
  /** drops every file */
  reset(): void;
  destroy(): void;
}

/** SPEC §3 fileMappings and uploadedFiles of the finished files, in order. */
export function filesPayload(items: readonly UploadItem[]): {
  uploadedFiles: string[];
  fileMappings: string;
} {
  const done = items.filter((item) => item.state === 'done' && item.uploadId);
  return {
    uploadedFiles: done.map((item) => item.name),
    fileMappings: JSON.stringify(
      Object.fromEntries(done.map((item) => [item.uploadId, item.name])),
    ),
  };
}
