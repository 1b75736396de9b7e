import { describe, expect, it } from 'vitest';
import { eventJobId, isEventJobData, parseEventJobId } from './event-jobs';

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
