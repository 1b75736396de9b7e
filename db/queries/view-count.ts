import type { Db } from '../client';

/** schools.view_count (rolled up by the worker); undefined when the school does not exist. */
export async function schoolViewCount(db: Db, schoolId: number): Promise<number | undefined> {
  const [row] = await db<{ viewCount: number }[]>`
    SELECT view_count FROM schools WHERE id = ${schoolId}`;
  return row?.viewCount;
}
