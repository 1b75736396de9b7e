import type { Sql } from '@db/client';
import { emitEvent } from '@db/outbox';
import {
  deleteSchool,
  insertCostItem,
  updateSchool,
  type NewCostItem,
} from '@db/queries/schools-write';

// Changes made the way the api's services make them (DESIGN §1): the rows and
// their outbox event in ONE transaction. The cost-item write routes arrive with
// the accounts issue; until then these stand in for the service functions those
// routes will call, with the same writes and the same events.

export async function renameSchool(sql: Sql, schoolId: number, name: string): Promise<void> {
  await sql.begin(async (tx) => {
    await updateSchool(tx, schoolId, { name });
    await emitEvent(tx, { type: 'school.changed', payload: { schoolId } });
  });
}

export async function removeSchool(sql: Sql, schoolId: number): Promise<void> {
  await sql.begin(async (tx) => {
    await deleteSchool(tx, schoolId);
    await emitEvent(tx, { type: 'school.deleted', payload: { schoolId } });
  });
}

export async function addCost(sql: Sql, item: NewCostItem): Promise<number> {
  return sql.begin(async (tx) => {
    const id = await insertCostItem(tx, item);
    await emitEvent(tx, { type: 'costs.changed', payload: { schoolId: item.schoolId } });
    return id;
  });
}

export async function recordBulkChange(sql: Sql, reason = 'test'): Promise<number> {
  return sql.begin(async (tx) => {
    await emitEvent(tx, { type: 'schools.bulk_changed', payload: { reason } });
    const [row] = await tx<{ id: number }[]>`SELECT lastval()::int AS id`;
    return row!.id;
  });
}
