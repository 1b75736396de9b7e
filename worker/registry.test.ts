import { describe, expect, it } from 'vitest';
import { EVENT_PAYLOAD_SCHEMAS, EVENT_TYPES } from '@db/events';
import { assertValidRegistry, registry, RegistryError, validateRegistry } from './registry';
import type { Registry } from './registry';

const noop = { queue: 'search' as const, run: async () => undefined };

describe('handler registry', () => {
  it('subscribes at least one handler to every event, on known queues', () => {
    expect(validateRegistry(registry)).toEqual([]);
    for (const type of EVENT_TYPES) expect(registry.events[type]?.length).toBeGreaterThan(0);
  });

  it("parses every job it runs: events by their schema, other jobs by the handler's", () => {
    const fromEvents = new Set(Object.values(registry.events).flat());
    for (const [name, handler] of Object.entries(registry.handlers)) {
      if (!fromEvents.has(name)) expect(handler.data, name).toBeDefined();
    }
    for (const type of EVENT_TYPES) expect(EVENT_PAYLOAD_SCHEMAS[type]).toBeDefined();
  });

  it('lists every problem of a broken registry', () => {
    const broken: Registry = {
      handlers: {
        'reindex-school': noop,
        'send-mail': { queue: 'post' as never, run: noop.run },
        'bad:name': noop,
      },
      events: {
        'school.changed': ['reindex-school'],
        'school.deleted': [],
        'costs.changed': ['reindex-schol'],
        'school.renamed': ['reindex-school'],
      },
      schedules: [{ handler: 'flush-view', everyMs: () => 1000 }],
    };
    // the event types of this test, so a new event in db/events.ts does not change the answer
    const types = ['school.changed', 'school.deleted', 'costs.changed', 'schools.bulk_changed'];
    expect(validateRegistry(broken, types)).toEqual([
      "event 'school.deleted' has no handler",
      "event 'schools.bulk_changed' has no handler",
      "event 'costs.changed' names unknown handler 'reindex-schol'",
      "handlers subscribe to unknown event 'school.renamed'",
      "handler 'send-mail' names unknown queue 'post'",
      "handler name 'bad:name' must match [a-z0-9-]+",
      "schedule names unknown handler 'flush-view'",
    ]);
  });

  it('refuses with a message naming the missing handler', () => {
    const { 'schools.bulk_changed': _dropped, ...events } = registry.events;
    const missing: Registry = { ...registry, events };
    expect(() => assertValidRegistry(missing)).toThrow(RegistryError);
    expect(() => assertValidRegistry(missing)).toThrow(
      /cannot start[\s\S]*event 'schools.bulk_changed' has no handler/,
    );
    expect(() => assertValidRegistry(registry)).not.toThrow();
  });
});
