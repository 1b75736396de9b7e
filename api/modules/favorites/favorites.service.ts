import type { Favorite } from '@core/contracts/favorites';
import type { Sql } from '@db/client';
import {
  deleteFavorite,
  insertFavorite,
  isFavorite,
  listFavorites,
  schoolExists,
  type FavoriteRow,
} from '@db/queries/favorites';
import { emitEvent } from '@db/outbox';
import { SCHOOL_NOT_FOUND } from '@core/messages';
import { notFound } from '../../http/errors';

function toFavorite(row: FavoriteRow): Favorite {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    school: {
      id: row.schoolId,
      slug: row.slug,
      name: row.name,
      educationLevel: row.educationLevel,
      status: row.status,
      curriculum: row.curriculum,
      description: row.description,
      city: { id: row.cityCode, name: row.cityName, slug: row.citySlug },
      province: { id: row.provinceCode, name: row.provinceName, slug: row.provinceSlug },
    },
  };
}

/**
 * A user's favourite schools. Favourites count towards a school's popularity
 * in search, so a change emits school.favorites_changed in the same
 * transaction: it reindexes the school and nothing else (issue 24).
 */
export class FavoritesService {
  constructor(private readonly sql: Sql) {}

  async list(userId: number): Promise<Favorite[]> {
    return (await listFavorites(this.sql, userId)).map(toFavorite);
  }

  status(userId: number, schoolId: number): Promise<boolean> {
    return isFavorite(this.sql, userId, schoolId);
  }

  /** Idempotent: adding a favourite twice keeps one. */
  async add(userId: number, schoolId: number): Promise<void> {
    await this.sql.begin(async (tx) => {
      if (!(await schoolExists(tx, schoolId))) throw notFound(SCHOOL_NOT_FOUND);
      if (await insertFavorite(tx, userId, schoolId)) {
        await emitEvent(tx, { type: 'school.favorites_changed', payload: { schoolId } });
      }
    });
  }

  /** Idempotent: removing a missing favourite is not an error. */
  async remove(userId: number, schoolId: number): Promise<void> {
    await this.sql.begin(async (tx) => {
      if (await deleteFavorite(tx, userId, schoolId)) {
        await emitEvent(tx, { type: 'school.favorites_changed', payload: { schoolId } });
      }
    });
  }
}
