import { describe, expect, it } from 'vitest';
import { parseJobData } from './job-data';
import { registry } from './registry';

const handler = (name: string) => registry.handlers[name]!;

describe('job data', () => {
  it('reads an event job queued under an old event name as the current event', () => {
    const data = {
      outboxId: 3,
      type: 'export.requested',
      payload: { exportId: crypto.randomUUID() },
      emittedAt: 1,
    };
    expect(parseJobData('build-export', handler('build-export'), data, registry.events)).toEqual({
      ...data,
      type: 'export.created',
    });
    const rebuild = {
      outboxId: 4,
      type: 'index.rebuild_requested',
      payload: { reason: 'import' },
      emittedAt: 1,
    };
    expect(
      parseJobData('rebuild-index', handler('rebuild-index'), rebuild, registry.events),
    ).toEqual({
      ...rebuild,
      type: 'schools.bulk_changed',
    });
  });

  it('still refuses an old name for a handler its current event does not feed', () => {
    const data = {
      outboxId: 3,
      type: 'export.requested',
      payload: { exportId: crypto.randomUUID() },
      emittedAt: 1,
    };
    expect(() =>
      parseJobData('reindex-school', handler('reindex-school'), data, registry.events),
    ).toThrow(
      "malformed job data for 'reindex-school': the handler does not take 'export.created' events",
    );
  });

  it("takes an operator's rebuild request (npm run reindex -- --queue) without an event", () => {
    expect(
      parseJobData(
        'rebuild-index',
        handler('rebuild-index'),
        { reason: 'npm run reindex' },
        registry.events,
      ),
    ).toEqual({ reason: 'npm run reindex' });
    expect(() =>
      parseJobData('rebuild-index', handler('rebuild-index'), { reason: '' }, registry.events),
    ).toThrow(/^malformed job data for 'rebuild-index': reason: /);
  });
});
