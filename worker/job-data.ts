import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import { EVENT_PAYLOAD_SCHEMAS, EVENT_TYPES, type EventType } from '@db/events';
import type { Handler } from './handlers/context';
import { isEventJobData } from './relay/event-jobs';
import { currentEventType } from './relay/legacy-events';

/** The data of a job made from an outbox event of this type (relay/event-jobs.ts). */
function eventJobSchema(type: EventType) {
  return z.object({
    outboxId: z.number().int().positive(),
    type: z.literal(type),
    payload: EVENT_PAYLOAD_SCHEMAS[type],
    emittedAt: z.number().int().nonnegative(),
  });
}
const EVENT_JOB_SCHEMAS = Object.fromEntries(
  EVENT_TYPES.map((type) => [type, eventJobSchema(type)]),
) as Record<EventType, ReturnType<typeof eventJobSchema>>;

/** Why data is refused, in one line for the failed list ('payload.schoolId: …'). */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`)
    .join('; ');
}

function malformed(name: string, reason: string): UnrecoverableError {
  // BullMQ moves an UnrecoverableError to the failed list at once, without retries:
  // the same data would fail the same way every time
  return new UnrecoverableError(`malformed job data for '${name}': ${reason}`);
}

/**
 * Parses what a job carries before its handler sees it: an event job against
 * its event's schema (and only for a handler subscribed to that event, per
 * `events`), any other job against the handler's own `data` schema when it
 * declares one. Throws an UnrecoverableError naming the problem otherwise.
 * An event job queued under a type's old name (before a rename) is read as
 * the current one.
 */
export function parseJobData(
  name: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handler: Handler<any>,
  data: unknown,
  events: Readonly<Record<string, readonly string[]>>,
): unknown {
  if (isEventJobData(data)) {
    const type = currentEventType(data.type);
    if (!(EVENT_TYPES as readonly string[]).includes(type))
      throw malformed(name, `unknown event type '${type}'`);
    if (!events[type]?.includes(name))
      throw malformed(name, `the handler does not take '${type}' events`);
    const parsed = EVENT_JOB_SCHEMAS[type as EventType].safeParse({ ...data, type });
    if (!parsed.success) throw malformed(name, describeIssues(parsed.error));
    return parsed.data;
  }
  if (!handler.data) return data;
  const parsed = handler.data.safeParse(data ?? {});
  if (!parsed.success) throw malformed(name, describeIssues(parsed.error));
  return parsed.data;
}
