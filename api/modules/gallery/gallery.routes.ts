import { Router } from 'express';
import { GALLERY_IMAGES_PATH, galleryParamsSchema } from '@core/contracts/gallery';
import { listGalleryImages } from '@db/queries/gallery';
import { noCache } from '../../http/cache-control';
import { notFound } from '../../http/errors';
import { validParams } from '../../http/validate';
import { IMAGE_NOT_FOUND, SCHOOL_NOT_FOUND } from '@core/messages';
import type { AppDeps } from '../../deps';
import { isGalleryObjectPath, storageGalleryFiles } from './gallery-files';

/** SPEC §7 GET /api/schools/{schoolId}/gallery, and the images under /gallery-images/. */
export function galleryRoutes({ sql, storage }: AppDeps): Router {
  const files = storageGalleryFiles(storage);
  const router = Router();

  router.get('/api/schools/:schoolId/gallery', async (req, res) => {
    const { schoolId } = validParams(req, galleryParamsSchema);
    const images = await listGalleryImages(sql, schoolId);
    if (!images) throw notFound(SCHOOL_NOT_FOUND);
    noCache(res);
    res.json(images);
  });

  router.get(`${GALLERY_IMAGES_PATH}/*objectPath`, async (req, res) => {
    const segments = (req.params as { objectPath?: string[] }).objectPath ?? [];
    const objectPath = segments.join('/');
    if (!isGalleryObjectPath(objectPath)) throw notFound(IMAGE_NOT_FOUND);
    if (!(await files.send(req, res, objectPath))) throw notFound(IMAGE_NOT_FOUND);
  });

  return router;
}
