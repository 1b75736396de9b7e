import { z } from 'zod';

const id = z.number().int().positive();

/** The schools a fee rule covered before a change (db/queries/fee-rules RuleClass). */
const ruleClass = z.object({
  provinceCode: z
    .string()
    .regex(/^[0-9]{2}$/)
    .nullable(),
  forms: z.array(z.string().min(1).max(20)).min(1).max(40),
  status: z.enum(['negeri', 'swasta', 'all']),
  npsns: z.array(z.string().max(10)).max(10_000).nullable(),
});

/**
 * Every event the api can emit through the outbox, with the zod schema of its
 * payload: checked when the event is written (emitEvents) and when the worker
 * takes a job made from it (worker/job-data.ts), so a malformed payload fails
 * loudly instead of reaching a handler. Events are facts: each name and comment
 * says what happened, never what to do about it (that is what the handlers'
 * names in worker/registry.ts say). They carry ids only; handlers reload what
 * they need (DESIGN §1). Adding an event here without a handler in
 * worker/registry.ts fails the type check and the worker's start-up check.
 */
export const EVENT_PAYLOAD_SCHEMAS = {
  /** a school row was created or changed */
  'school.changed': z.object({ schoolId: id }),
  /**
   * issue 24: someone saved or removed a school as a favourite: only its
   * popularity changed (not its fees, profile or registry record)
   */
  'school.favorites_changed': z.object({ schoolId: id }),
  /** a school row was deleted */
  'school.deleted': z.object({ schoolId: id }),
  /** cost items of a school were added, changed or removed */
  'costs.changed': z.object({ schoolId: id }),
  /**
   * many schools changed at once (a registry import, sample fees, reference
   * data, a migration that added index fields); `reason` says which change
   */
  'schools.bulk_changed': z.object({ reason: z.string().min(1) }),
  /**
   * `npm start` found the search index of this engine empty while schools
   * exist (a new engine, a lost index): no school changed
   */
  'search_index.found_empty': z.object({ engine: z.string().min(1) }),
  /** a contribution was submitted, with the uploads it names */
  'submission.created': z.object({ submissionId: id }),
  /** a site admin asked for a CSV export: its `exports` row was created (pending) */
  'export.created': z.object({ exportId: z.uuid() }),
  /**
   * a fee rule was added, changed or retired (a site admin, an import): every
   * school it covers now or covered before (`before`, null when new) has other
   * fee facts
   */
  'fee_rules.changed': z.object({
    ruleId: z.string().regex(/^[A-Z][A-Z0-9]{0,15}$/),
    before: ruleClass.nullable(),
  }),
  /**
   * issue 23: a school's profile, photos, admissions or management changed
   * (not its registry record or fees)
   */
  'school.profile_changed': z.object({ schoolId: id }),
  /** issue 23: an admin added a gallery photo (not yet checked) */
  'school.photo_added': z.object({ photoId: id }),
  /** issue 23: a representative claimed a school, with proof files */
  'claim.submitted': z.object({ claimId: id }),
  /** a notification for a user was recorded (issue 21) */
  'notification.created': z.object({ notificationId: id }),
  /** a contribution file reached the storage (issue 21) */
  'upload.received': z.object({ uploadId: z.uuid() }),
} as const;

export type EventPayloads = {
  [K in keyof typeof EVENT_PAYLOAD_SCHEMAS]: z.output<(typeof EVENT_PAYLOAD_SCHEMAS)[K]>;
};

export type EventType = keyof EventPayloads;

export const EVENT_TYPES = [
  'school.changed',
  'school.favorites_changed',
  'school.deleted',
  'costs.changed',
  'schools.bulk_changed',
  'search_index.found_empty',
  'submission.created',
  'export.created',
  'school.profile_changed',
  'school.photo_added',
  'claim.submitted',
  'fee_rules.changed',
  'notification.created',
  'upload.received',
] as const satisfies readonly EventType[];

export type DomainEvent = {
  [K in EventType]: { type: K; payload: EventPayloads[K] };
}[EventType];
