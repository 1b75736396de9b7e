import type { SubmissionFile } from '@core/contracts/submissions';

/**
 * What the review dialog can show of a file: an image the browser draws
 * (HEIC is accepted as an upload but no common browser draws it), a PDF's
 * pages, nothing (Office files: download them), or why not yet / not at all.
 */
export type PreviewKind = 'image' | 'pdf' | 'none' | 'checking' | 'refused';

const DRAWABLE_IMAGES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export function previewKind(file: Pick<SubmissionFile, 'state' | 'contentType'>): PreviewKind {
  if (file.state === 'failed') return 'refused';
  if (file.state !== 'done') return 'checking';
  const type = file.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (DRAWABLE_IMAGES.has(type)) return 'image';
  if (type === 'application/pdf') return 'pdf';
  return 'none';
}
