import { afterEach, describe, expect, it } from 'vitest';
import { COMPARE_STORAGE_KEY, compareStore, comparisonHref, readStored } from './store';

const school = (id: number) => ({ id, name: `SD Uji ${id}`, slug: `sd-uji-${id}` });

afterEach(() => {
  window.localStorage.clear();
  compareStore.reset();
});

describe('the comparison list', () => {
  it('starts empty until loaded, then reads what storage kept', () => {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([school(3), school(1)]));
    expect(compareStore.snapshot()).toEqual([]);
    expect(compareStore.serverSnapshot()).toEqual([]);
    compareStore.load();
    expect(compareStore.snapshot().map((s) => s.id)).toEqual([3, 1]);
  });

  it('adds up to the limit, keeps the order, ignores a second add, and stores each change', () => {
    compareStore.load();
    for (const id of [1, 2, 3, 4, 5]) expect(compareStore.add(school(id), 5)).toBe(true);
    expect(compareStore.add(school(2), 5)).toBe(true);
    expect(compareStore.add(school(6), 5)).toBe(false);
    expect(compareStore.add(school(6), 10)).toBe(true);
    compareStore.remove(1);
    const stored = readStored(window.localStorage.getItem(COMPARE_STORAGE_KEY));
    expect(stored.map((s) => s.id)).toEqual([2, 3, 4, 5, 6]);
    compareStore.clear();
    expect(readStored(window.localStorage.getItem(COMPARE_STORAGE_KEY))).toEqual([]);
  });

  it('reads anything malformed as nothing, and drops bad or repeated entries', () => {
    expect(readStored('not json')).toEqual([]);
    expect(readStored('{"id":1}')).toEqual([]);
    expect(readStored(JSON.stringify([school(1), { id: -2 }, school(1), { id: 3 }]))).toEqual([
      school(1),
    ]);
  });

  it('links to exactly the picked schools', () => {
    expect(comparisonHref([12, 34, 56])).toBe('/comparison?ids=12,34,56');
  });
});
