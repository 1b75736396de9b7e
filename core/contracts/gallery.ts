import { z } from 'zod';
import { idParam } from './common';

/** Images are served under this path, followed by the image's objectPath (SPEC §3). */
export const GALLERY_IMAGES_PATH = '/gallery-images';

/** GET /api/schools/{schoolId}/gallery: in display order */
export const galleryImageSchema = z.object({
  id: z.number().int(),
  objectPath: z.string(),
  fileName: z.string(),
  description: z.string().nullable(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;
export const galleryListSchema = z.array(galleryImageSchema);

export const galleryParamsSchema = z.object({ schoolId: idParam });

/** The browser URL of a gallery image. */
export function galleryImageUrl(objectPath: string): string {
  return `${GALLERY_IMAGES_PATH}/${objectPath.split('/').map(encodeURIComponent).join('/')}`;
}
