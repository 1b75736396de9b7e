import type { Frequency } from '@core/fees';
import type { Db } from '../client';

// Writes to schools and their cost items, for the services that own the
// transaction (and emit the matching outbox event in it).

export interface SchoolPatch {
  name?: string;
  description?: string | null;
  curriculum?: string | null;
  accreditation?: string | null;
}

/** Returns false when the school does not exist. */
export async function updateSchool(db: Db, id: number, patch: SchoolPatch): Promise<boolean> {
  const columns = Object.keys(patch).filter(
    (key) => patch[key as keyof SchoolPatch] !== undefined,
  ) as (keyof SchoolPatch)[];
  if (columns.length === 0) return true;
  const rows = await db`
    UPDATE schools SET ${db(patch, columns)}, updated_at = now()
    WHERE id = ${id} RETURNING id`;
  return rows.length === 1;
}

export async function deleteSchool(db: Db, id: number): Promise<boolean> {
  const rows = await db`DELETE FROM schools WHERE id = ${id} RETURNING id`;
  return rows.length === 1;
}

export interface NewCostItem {
  schoolId: number;
  academicYear: string;
  /** code of a global cost category, e.g. 'spp' */
  categoryCode: string;
  amount: number;
  frequency: Frequency;
  source: 'admin' | 'contribution' | 'sample';
  notes?: string | null;
  createdBy?: number | null;
}

export async function insertCostItem(db: Db, item: NewCostItem): Promise<number> {
  const [row] = await db<{ id: number }[]>`
    INSERT INTO cost_items
      (school_id, academic_year_id, global_category_id, amount, frequency, source, notes, created_by)
    SELECT ${item.schoolId}, ay.id, g.id, ${item.amount}, ${item.frequency}, ${item.source},
           ${item.notes ?? null}, ${item.createdBy ?? null}
    FROM academic_years ay, global_cost_categories g
    WHERE ay.year = ${item.academicYear} AND g.code = ${item.categoryCode}
    RETURNING id`;
  if (!row) throw new Error(`unknown year ${item.academicYear} or category ${item.categoryCode}`);
  return row.id;
}

/** Returns the school of the item, or null when the item does not exist. */
export async function updateCostItemAmount(
  db: Db,
  id: number,
  amount: number,
): Promise<number | null> {
  const [row] = await db<{ schoolId: number }[]>`
    UPDATE cost_items SET amount = ${amount}, updated_at = now()
    WHERE id = ${id} RETURNING school_id`;
  return row?.schoolId ?? null;
}
