import { queryOptions } from '@tanstack/react-query';
import type { GalleryImage } from '@core/contracts/gallery';
import { getJson } from '@web/lib/api-client';
import { orFail } from '@web/lib/fetch-failure';

/** GET /api/schools/{schoolId}/gallery */
export const galleryQuery = (schoolId: number) =>
  queryOptions({
    queryKey: ['schools', schoolId, 'gallery'],
    queryFn: () =>
      orFail('Failed to fetch gallery', () =>
        getJson<GalleryImage[]>(`/api/schools/${schoolId}/gallery`),
      ),
  });
