import type { EventType } from '@db/events';

/**
 * Event types renamed since they were emitted, by their old name (issue 25:
 * names that read as commands became facts). Migration 0170 renamed the
 * outbox rows not yet delivered; what it cannot reach goes through this map:
 * jobs queued in Redis before the deploy (worker/job-data.ts) and rows an
 * older api still writes during a rolling deploy (the relay).
 */
const LEGACY_EVENT_TYPES: Readonly<Record<string, EventType>> = {
  'index.rebuild_requested': 'schools.bulk_changed',
  'export.requested': 'export.created',
};

/** The current name of an event type (the name itself when it was never renamed). */
export function currentEventType(type: string): string {
  return Object.hasOwn(LEGACY_EVENT_TYPES, type) ? LEGACY_EVENT_TYPES[type]! : type;
}

/** The old names of `types` (the event types a relay takes), to take their rows too. */
export function legacyNamesOf(types: readonly string[]): string[] {
  return Object.keys(LEGACY_EVENT_TYPES).filter((name) => types.includes(currentEventType(name)));
}
