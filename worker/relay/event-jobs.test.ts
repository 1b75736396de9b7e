import { describe, expect, it } from 'vitest';
import {
  deliveryJobOptions,
  eventJobId,
  isEventJobData,
  LOW_PRIORITY,
  parseEventJobId,
} from './event-jobs';

describe('event job ids', () => {
  it('name one delivery and read back into it', () => {
    expect(eventJobId(42, 'reindex-school')).toBe('42-reindex-school');
    expect(parseEventJobId('42-reindex-school')).toEqual({
      outboxId: 42,
      handler: 'reindex-school',
    });
  });

  it('are not confused with other jobs', () => {
    expect(parseEventJobId('repeat:flush-views:1700000000000')).toBeUndefined();
    expect(parseEventJobId('views-repeat-flush-views-1')).toBeUndefined();
  });

  it('tell event job data from schedules and follow-up jobs', () => {
    expect(isEventJobData({ outboxId: 1, type: 'school.changed', payload: {}, emittedAt: 0 })).toBe(
      true,
    );
    expect(isEventJobData({})).toBe(false);
    expect(isEventJobData({ schoolIds: [1, 2] })).toBe(false);
    expect(isEventJobData(null)).toBe(false);
  });
});

describe('delivery job options (issue 24)', () => {
  const delivery = (eventType: string, payload: unknown) => ({
    outboxId: 7,
    handler: 'reindex-school',
    eventType,
    payload,
    createdAt: new Date(0),
  });

  it('give fee changes a job each, at the default (first) priority', () => {
    expect(deliveryJobOptions(delivery('costs.changed', { schoolId: 12 }))).toEqual({
      jobId: '7-reindex-school',
    });
  });

  it("coalesce one school's favourite jobs (one follow-up while one runs) and put them behind every other job", () => {
    expect(deliveryJobOptions(delivery('school.favorites_changed', { schoolId: 12 }))).toEqual({
      jobId: '7-reindex-school',
      deduplication: { id: 'reindex-school:school.favorites_changed:12', keepLastIfActive: true },
      priority: LOW_PRIORITY,
    });
  });

  it('leave re-sends uncoalesced: a re-send while its own job runs is ignored under its id', () => {
    expect(
      deliveryJobOptions(delivery('school.favorites_changed', { schoolId: 12 }), false),
    ).toEqual({
      jobId: '7-reindex-school',
      priority: LOW_PRIORITY,
    });
  });

  it('leave events about anything but one school as they are', () => {
    expect(deliveryJobOptions(delivery('export.created', { exportId: 'x' }))).toEqual({
      jobId: '7-reindex-school',
    });
    expect(deliveryJobOptions(delivery('schools.bulk_changed', { reason: 'x' }))).toEqual({
      jobId: '7-reindex-school',
    });
  });
});
