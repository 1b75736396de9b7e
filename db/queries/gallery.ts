import type { Db } from '../client';

export interface GalleryImageRow {
  id: number;
  objectPath: string;
  fileName: string;
  description: string | null;
  /** phone-sized versions, smallest first (photos admins uploaded; [] for older images) */
  variants: { width: number; objectPath: string }[];
}

/** A school's gallery in display order; undefined when the school does not exist. */
export async function listGalleryImages(
  db: Db,
  schoolId: number,
): Promise<GalleryImageRow[] | undefined> {
  const rows = await db<(GalleryImageRow & { found: boolean })[]>`
    SELECT g.id, g.object_path, g.file_name, g.description, g.variants, true AS found
    FROM schools s
    -- photos still being checked (or refused) are not shown
    LEFT JOIN gallery_images g ON g.school_id = s.id AND g.state = 'done'
    WHERE s.id = ${schoolId}
    ORDER BY g.position, g.id`;
  if (rows.length === 0) return undefined;
  return rows
    .filter((row) => row.id !== null)
    .map(({ id, objectPath, fileName, description, variants }) => ({
      id,
      objectPath,
      fileName,
      description,
      variants: variants.map((variant) => ({
        width: variant.width,
        objectPath: variant.objectPath,
      })),
    }));
}

export interface NewGalleryImage {
  schoolId: number;
  objectPath: string;
  fileName: string;
  description?: string | null;
  position?: number;
}

export async function insertGalleryImage(db: Db, image: NewGalleryImage): Promise<number> {
  const [row] = await db<{ id: number }[]>`
    INSERT INTO gallery_images (school_id, object_path, file_name, description, position)
    VALUES (${image.schoolId}, ${image.objectPath}, ${image.fileName},
            ${image.description ?? null}, ${image.position ?? 0})
    RETURNING id`;
  return row!.id;
}
