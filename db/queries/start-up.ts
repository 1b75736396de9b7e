import type { Db } from '../client';
import type { EventType } from '../events';

// What `npm start` checks before it runs the processes.

export async function hasSchools(db: Db): Promise<boolean> {
  const [row] = await db`SELECT 1 FROM schools LIMIT 1`;
  return row !== undefined;
}

/** True when an event of this type waits in the outbox, not yet relayed. */
export async function hasUnsentEvent(db: Db, type: EventType): Promise<boolean> {
  const [row] =
    await db`SELECT 1 FROM outbox WHERE event_type = ${type} AND sent_at IS NULL LIMIT 1`;
  return row !== undefined;
}
