import { z } from 'zod';
import { idParam } from './common';

export { GALLERY_IMAGES_PATH, galleryImageUrl } from '../gallery';

/** GET /api/schools/{schoolId}/gallery: in display order */
const galleryImageSchema = z.object({
  id: z.number().int(),
  objectPath: z.string(),
  fileName: z.string(),
  description: z.string().nullable(),
  /**
   * Phone-sized versions of an uploaded photo, smallest first (beyond SPEC):
   * the page picks one for its width; empty for images stored before.
   */
  variants: z.array(z.object({ width: z.number().int(), objectPath: z.string() })),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;
export const galleryListSchema = z.array(galleryImageSchema);

export const galleryParamsSchema = z.object({ schoolId: idParam });
