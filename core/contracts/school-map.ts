import { z } from 'zod';

const coordinate = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).min(min, message).max(max, message);

/**
 * GET /api/schools/map: the visible area and zoom; the listing's filters
 * (schoolListQuerySchema) come beside them in the same query string.
 */
export const schoolMapAreaSchema = z
  .object({
    west: coordinate(-180, 180, 'Batas barat (west) tidak valid'),
    south: coordinate(-90, 90, 'Batas selatan (south) tidak valid'),
    east: coordinate(-180, 180, 'Batas timur (east) tidak valid'),
    north: coordinate(-90, 90, 'Batas utara (north) tidak valid'),
    zoom: z.coerce
      .number({ error: 'Zoom harus bilangan bulat 0 sampai 22' })
      .int('Zoom harus bilangan bulat 0 sampai 22')
      .min(0, 'Zoom harus bilangan bulat 0 sampai 22')
      .max(22, 'Zoom harus bilangan bulat 0 sampai 22'),
  })
  .refine((area) => area.south <= area.north, {
    message: 'Batas selatan harus di bawah batas utara',
    path: ['south'],
  });
export type SchoolMapArea = z.output<typeof schoolMapAreaSchema>;

/** A group of nearby schools drawn as one marker with their count. */
const mapClusterSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number().int().positive(),
});

/** A school drawn on its own. */
const mapSchoolSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
});

/** `total` matching schools in the area: each is in a cluster's count or in `schools`. */
export const schoolMapResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  clusters: z.array(mapClusterSchema),
  schools: z.array(mapSchoolSchema),
});
export type SchoolMapResponse = z.infer<typeof schoolMapResponseSchema>;
