/**
 * Every event the api can emit through the outbox. Events say what happened
 * and carry ids only; handlers reload what they need (DESIGN §1).
 * Adding an event here without a handler in worker/registry.ts fails the
 * type check and the worker's start-up check.
 */
export interface EventPayloads {
  /** a school row was created or changed: reindex it */
  'school.changed': { schoolId: number };
  /** a school row was deleted: drop it from the index */
  'school.deleted': { schoolId: number };
  /** cost items of a school changed: its fee summary in the index is stale */
  'costs.changed': { schoolId: number };
  /** bulk changes (registry import, sample fees): rebuild the whole index */
  'index.rebuild_requested': { reason: string };
  /** a contribution was submitted: check its uploaded files (size, content) */
  'submission.created': { submissionId: number };
  /** a site admin asked for a CSV export: build the file of this exports row */
  'export.requested': { exportId: string };
}

export type EventType = keyof EventPayloads;

export const EVENT_TYPES = [
  'school.changed',
  'school.deleted',
  'costs.changed',
  'index.rebuild_requested',
  'submission.created',
  'export.requested',
] as const satisfies readonly EventType[];

export type DomainEvent = {
  [K in EventType]: { type: K; payload: EventPayloads[K] };
}[EventType];
