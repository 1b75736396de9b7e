import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '@db/events';
import { currentEventType, legacyNamesOf } from './legacy-events';

describe('legacy event names (issue 25)', () => {
  it('read an old name as its current one, and any other name as itself', () => {
    expect(currentEventType('index.rebuild_requested')).toBe('schools.bulk_changed');
    expect(currentEventType('export.requested')).toBe('export.created');
    expect(currentEventType('school.changed')).toBe('school.changed');
    expect(currentEventType('school.renamed')).toBe('school.renamed');
    expect(currentEventType('toString')).toBe('toString');
  });

  it('name only current event types, none of them an old name itself', () => {
    const old = legacyNamesOf(EVENT_TYPES);
    expect(old.sort()).toEqual(['export.requested', 'index.rebuild_requested']);
    for (const name of old) {
      expect(EVENT_TYPES).toContain(currentEventType(name));
      expect(EVENT_TYPES).not.toContain(name);
    }
  });

  it('give a relay only the old names of the types it takes', () => {
    expect(legacyNamesOf(['export.created', 'school.changed'])).toEqual(['export.requested']);
    expect(legacyNamesOf(['school.changed'])).toEqual([]);
  });
});
