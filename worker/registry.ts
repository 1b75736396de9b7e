import { EVENT_TYPES, type EventType } from '@db/events';
import type { WorkerConfig } from './env';
import type { EventJobData, Handler } from './handlers/context';
import { rebuildBenchmarksHandler, updateBenchmarksHandler } from './handlers/benchmarks';
import { buildExportHandler } from './handlers/build-export';
import { flushViewsHandler } from './handlers/flush-views';
import { invalidatePagesHandler } from './handlers/invalidate-pages';
import { processUploadsHandler, pruneUploadsHandler } from './handlers/process-upload';
import { buildFeeCsvHandler } from './handlers/open-data';
import { reindexRuleSchoolsHandler, renderRuleShareImagesHandler } from './handlers/fee-rules';
import { updateCoverageHandler } from './handlers/coverage';
import { pruneExportsHandler } from './handlers/prune-exports';
import { pruneOutboxHandler } from './handlers/prune-outbox';
import { rebuildIndexHandler } from './handlers/rebuild-index';
import { prunePagesHandler } from './handlers/prune-pages';
import { capPagesHandler } from './handlers/cap-pages';
import { reindexSchoolHandler, reindexSchoolsHandler } from './handlers/reindex-school';
import { renderMissingImagesHandler, renderShareImageHandler } from './handlers/share-images';
import { admissionDaysHandler } from './handlers/admission-days';
import { processClaimFilesHandler } from './handlers/process-claim-files';
import { processPhotoHandler } from './handlers/process-photo';
import { sendNotificationEmailHandler } from './handlers/send-notification-email';
import { readUploadHandler } from './handlers/read-upload';
import { QUEUE_NAMES } from './queues';

/** Every job the worker runs, by BullMQ job name. */
const handlers = {
  'reindex-school': reindexSchoolHandler,
  'reindex-schools': reindexSchoolsHandler,
  'rebuild-index': rebuildIndexHandler,
  'flush-views': flushViewsHandler,
  'prune-outbox': pruneOutboxHandler,
  'process-uploads': processUploadsHandler,
  'prune-uploads': pruneUploadsHandler,
  'build-export': buildExportHandler,
  'prune-exports': pruneExportsHandler,
  // issue 10 projections
  'update-benchmarks': updateBenchmarksHandler,
  'rebuild-benchmarks': rebuildBenchmarksHandler,
  'build-fee-csv': buildFeeCsvHandler,
  'render-share-image': renderShareImageHandler,
  'render-missing-share-images': renderMissingImagesHandler,
  // issue 11: cached server-rendered pages
  'invalidate-pages': invalidatePagesHandler,
  'prune-pages': prunePagesHandler,
  // issue 24: the page store's size cap
  'cap-pages': capPagesHandler,
  // issue 23: claims' proof, gallery photos, admissions days
  'process-claim-files': processClaimFilesHandler,
  'process-photo': processPhotoHandler,
  'admission-days': admissionDaysHandler,
  // issue 20: fee rules as fee facts
  'reindex-rule-schools': reindexRuleSchoolsHandler,
  'render-rule-share-images': renderRuleShareImagesHandler,
  'update-fee-coverage': updateCoverageHandler,
  // issue 21: notification e-mails
  'send-notification-email': sendNotificationEmailHandler,
  // issue 21: reading uploaded brochures into proposed fee lines
  'read-upload': readUploadHandler,
};
type HandlerName = keyof typeof handlers;

type DataOf<N extends HandlerName> = (typeof handlers)[N] extends Handler<infer D> ? D : never;
/** Handlers whose data accepts the jobs made from event K. */
type Accepting<K extends EventType> = {
  [N in HandlerName]: EventJobData<K> extends DataOf<N> ? N : never;
}[HandlerName];

/**
 * Which handlers each event feeds: one job per subscribed handler. A record
 * over every EventType, so a new event without an entry fails the type check;
 * validateRegistry repeats the check at start-up (an empty list, a cast).
 */
const events: { [K in EventType]: readonly Accepting<K>[] } = {
  'school.changed': [
    'reindex-school',
    'update-benchmarks',
    'build-fee-csv',
    'render-share-image',
    'invalidate-pages',
    'update-fee-coverage',
  ],
  // issue 24: a favourite moves the school's popularity in search, nothing else
  'school.favorites_changed': ['reindex-school'],
  'school.deleted': [
    'reindex-school',
    'update-benchmarks',
    'build-fee-csv',
    'render-share-image',
    'invalidate-pages',
    'update-fee-coverage',
  ],
  'costs.changed': [
    'reindex-school',
    'update-benchmarks',
    'build-fee-csv',
    'render-share-image',
    'invalidate-pages',
    'update-fee-coverage',
  ],
  'schools.bulk_changed': [
    'rebuild-index',
    'rebuild-benchmarks',
    'build-fee-csv',
    'render-missing-share-images',
    'invalidate-pages',
    'update-fee-coverage',
  ],
  // only the index is missing: every other projection is current
  'search_index.found_empty': ['rebuild-index'],
  'submission.created': ['process-uploads'],
  'export.created': ['build-export'],
  // a profile, photo, admissions or management change shows in search and on the school's pages
  'school.profile_changed': ['reindex-school', 'invalidate-pages'],
  'school.photo_added': ['process-photo'],
  'claim.submitted': ['process-claim-files'],
  'fee_rules.changed': [
    'reindex-rule-schools',
    'build-fee-csv',
    'render-rule-share-images',
    'update-fee-coverage',
  ],
  'notification.created': ['send-notification-email'],
  'upload.received': ['read-upload'],
};

export interface Schedule {
  handler: string;
  everyMs: (config: WorkerConfig) => number;
}

/** Unused upload slots are swept hourly. */
const UPLOAD_SWEEP_MS = 3_600_000;
/** Admissions days are looked at hourly (the first pass of a Jakarta day acts). */
const ADMISSION_DAYS_MS = 3_600_000;

const schedules: readonly Schedule[] = [
  { handler: 'flush-views', everyMs: (config) => config.VIEWS_FLUSH_MS },
  { handler: 'prune-outbox', everyMs: (config) => config.OUTBOX_PRUNE_MS },
  { handler: 'prune-uploads', everyMs: () => UPLOAD_SWEEP_MS },
  { handler: 'prune-exports', everyMs: (config) => config.OUTBOX_PRUNE_MS },
  { handler: 'prune-pages', everyMs: (config) => config.OUTBOX_PRUNE_MS },
  { handler: 'cap-pages', everyMs: (config) => config.PAGES_CAP_MS },
  { handler: 'admission-days', everyMs: () => ADMISSION_DAYS_MS },
];

/** The registry as the runtime sees it (plain strings, so it can be checked). */
export interface Registry {
  // handler data differ per job; each handler narrows its own
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handlers: Readonly<Record<string, Handler<any>>>;
  events: Readonly<Record<string, readonly string[]>>;
  schedules: readonly Schedule[];
}

export const registry: Registry = { handlers, events, schedules };

/** Every problem of a registry, so a broken deploy is fixed in one go. */
export function validateRegistry(
  candidate: Registry,
  eventTypes: readonly string[] = EVENT_TYPES,
  queueNames: readonly string[] = QUEUE_NAMES,
): string[] {
  const problems: string[] = [];
  for (const type of eventTypes) {
    if (!candidate.events[type]?.length) problems.push(`event '${type}' has no handler`);
  }
  for (const [type, names] of Object.entries(candidate.events)) {
    if (!eventTypes.includes(type)) problems.push(`handlers subscribe to unknown event '${type}'`);
    for (const name of names) {
      if (!candidate.handlers[name])
        problems.push(`event '${type}' names unknown handler '${name}'`);
    }
  }
  for (const [name, handler] of Object.entries(candidate.handlers)) {
    if (!queueNames.includes(handler.queue))
      problems.push(`handler '${name}' names unknown queue '${handler.queue}'`);
    // job ids are '<outboxId>-<handler>', and BullMQ refuses ':' in custom ids
    if (!/^[a-z0-9-]+$/.test(name)) problems.push(`handler name '${name}' must match [a-z0-9-]+`);
  }
  for (const schedule of candidate.schedules) {
    if (!candidate.handlers[schedule.handler])
      problems.push(`schedule names unknown handler '${schedule.handler}'`);
  }
  return problems;
}

export class RegistryError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The worker cannot start, its handler registry is incomplete:\n${problems
        .map((problem) => `  - ${problem}`)
        .join('\n')}`,
    );
    this.name = 'RegistryError';
  }
}

export function assertValidRegistry(candidate: Registry): void {
  const problems = validateRegistry(candidate);
  if (problems.length > 0) throw new RegistryError(problems);
}
