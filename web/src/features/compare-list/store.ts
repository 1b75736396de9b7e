// The schools a parent picked to compare, kept in localStorage across pages,
// visits and tabs. Server rendering has no storage: the snapshot starts empty
// and is read from storage in an effect (useCompareList), never during render.

export interface PickedSchool {
  id: number;
  name: string;
  slug: string;
}

export const COMPARE_STORAGE_KEY = 'biaya-sekolah:compare';
const EMPTY: readonly PickedSchool[] = [];

let picked: readonly PickedSchool[] = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function emit(next: readonly PickedSchool[]) {
  picked = next;
  for (const listener of listeners) listener();
}

function isPicked(value: unknown): value is PickedSchool {
  const v = value as PickedSchool | null;
  return (
    !!v &&
    Number.isSafeInteger(v.id) &&
    v.id > 0 &&
    typeof v.name === 'string' &&
    typeof v.slug === 'string'
  );
}

/** What storage holds; anything malformed reads as nothing picked. */
export function readStored(raw: string | null): PickedSchool[] {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<number>();
    return parsed.filter(isPicked).filter((s) => !seen.has(s.id) && seen.add(s.id));
  } catch {
    return [];
  }
}

function save(next: readonly PickedSchool[]) {
  try {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // private mode or full storage: the list still works for this page
  }
  emit(next);
}

export const compareStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): readonly PickedSchool[] => picked,
  serverSnapshot: (): readonly PickedSchool[] => EMPTY,

  /** Reads storage once (from an effect) and follows other tabs. */
  load(): void {
    if (loaded || typeof window === 'undefined') return;
    loaded = true;
    try {
      emit(readStored(window.localStorage.getItem(COMPARE_STORAGE_KEY)));
    } catch {
      // storage unavailable: start empty
    }
    window.addEventListener('storage', (event) => {
      if (event.key === COMPARE_STORAGE_KEY) emit(readStored(event.newValue));
    });
  },

  /** Adds a school unless `max` are already picked; false when full. */
  add(school: PickedSchool, max: number): boolean {
    if (picked.some((s) => s.id === school.id)) return true;
    if (picked.length >= max) return false;
    save([...picked, { id: school.id, name: school.name, slug: school.slug }]);
    return true;
  },

  remove(id: number): void {
    save(picked.filter((s) => s.id !== id));
  },

  clear(): void {
    save([]);
  },

  /** Tests start from a clean module state. */
  reset(): void {
    loaded = false;
    emit(EMPTY);
  },
};

/** '/comparison?ids=12,34,56' */
export function comparisonHref(ids: readonly number[]): string {
  return `/comparison?ids=${ids.join(',')}`;
}
