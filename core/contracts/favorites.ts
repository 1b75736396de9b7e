import { z } from 'zod';
import { EDUCATION_LEVELS } from '../levels';
import { idParam } from './common';

/** What a favourite card needs (SPEC §2 parent dashboard). */
const favoriteSchoolSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  educationLevel: z.enum(EDUCATION_LEVELS),
  status: z.enum(['public', 'private']).nullable(),
  curriculum: z.string().nullable(),
  description: z.string().nullable(),
  city: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  province: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
});

/**
 * GET /api/favorites: newest first
 * @public the zod source of the exported type (read as a type only; knip)
 */
export const favoriteSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  school: favoriteSchoolSchema,
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** POST /api/favorites */
export const addFavoriteSchema = z.object({
  schoolId: idParam,
});

/**
 * GET /api/favorites/{schoolId}/status
 * @public the zod source of the exported type (read as a type only; knip)
 */
export const favoriteStatusSchema = z.object({ isFavorite: z.boolean() });
export type FavoriteStatus = z.infer<typeof favoriteStatusSchema>;

export const favoriteParamsSchema = z.object({ schoolId: idParam });
