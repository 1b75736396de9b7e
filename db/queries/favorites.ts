import type { EducationLevel } from '@core/levels';
import type { Db } from '../client';

export interface FavoriteRow {
  id: number;
  createdAt: Date;
  schoolId: number;
  slug: string;
  name: string;
  educationLevel: EducationLevel;
  status: 'public' | 'private' | null;
  curriculum: string | null;
  description: string | null;
  cityCode: string;
  cityName: string;
  citySlug: string;
  provinceCode: string;
  provinceName: string;
  provinceSlug: string;
}

/** A user's favourites with what a card shows, newest first. */
export function listFavorites(db: Db, userId: number): Promise<FavoriteRow[]> {
  return db<FavoriteRow[]>`
    SELECT f.id, f.created_at, s.id AS school_id, s.slug, s.name, s.education_level, s.status,
           s.curriculum, s.description,
           c.code AS city_code, c.name AS city_name, c.slug AS city_slug,
           p.code AS province_code, p.name AS province_name, p.slug AS province_slug
    FROM favorites f
    JOIN schools s ON s.id = f.school_id
    JOIN cities c ON c.code = s.city_code
    JOIN provinces p ON p.code = s.province_code
    WHERE f.user_id = ${userId}
    ORDER BY f.created_at DESC, f.id DESC
    LIMIT 1000`;
}

export async function isFavorite(db: Db, userId: number, schoolId: number): Promise<boolean> {
  const [row] = await db`
    SELECT 1 FROM favorites WHERE user_id = ${userId} AND school_id = ${schoolId}`;
  return row !== undefined;
}

export async function schoolExists(db: Db, schoolId: number): Promise<boolean> {
  const [row] = await db`SELECT 1 FROM schools WHERE id = ${schoolId}`;
  return row !== undefined;
}

/** true when a row was added; adding twice is a no-op */
export async function insertFavorite(db: Db, userId: number, schoolId: number): Promise<boolean> {
  const rows = await db`
    INSERT INTO favorites (user_id, school_id) VALUES (${userId}, ${schoolId})
    ON CONFLICT (user_id, school_id) DO NOTHING
    RETURNING id`;
  return rows.length > 0;
}

/** true when a row was removed */
export async function deleteFavorite(db: Db, userId: number, schoolId: number): Promise<boolean> {
  const rows = await db`
    DELETE FROM favorites WHERE user_id = ${userId} AND school_id = ${schoolId} RETURNING id`;
  return rows.length > 0;
}
