import type { Tx } from './client';
import { EVENT_PAYLOAD_SCHEMAS, type DomainEvent } from './events';

/**
 * Records events in the same transaction as the change they describe, so an
 * event exists if and only if the change committed. The worker's relay moves
 * them onto BullMQ; the api never talks to the queue for data events.
 */
export async function emitEvents(tx: Tx, events: readonly DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  // a malformed payload is a bug of the caller: refuse it before it is stored
  const rows = events.map((event) => ({
    eventType: event.type,
    payload: EVENT_PAYLOAD_SCHEMAS[event.type].parse(event.payload),
  }));
  await tx`INSERT INTO outbox ${tx(rows as never, 'eventType', 'payload')}`;
}

export async function emitEvent(tx: Tx, event: DomainEvent): Promise<void> {
  await emitEvents(tx, [event]);
}
