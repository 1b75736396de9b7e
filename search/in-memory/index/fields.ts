import { EDUCATION_LEVELS, type EducationLevel } from '@core/levels';
import type { SearchDocument } from '@core/contracts/search';

/** What a replica keeps of a document: everything but the `school` summary. */
export type IndexRecord = Omit<SearchDocument, 'school'>;

export const LEVEL_CODES: ReadonlyMap<string, number> = new Map(
  EDUCATION_LEVELS.map((level, i) => [level, i + 1]),
);
export const levelOf = (code: number): EducationLevel | undefined => EDUCATION_LEVELS[code - 1];

export const STATUS_CODES: ReadonlyMap<string, number> = new Map([
  ['public', 1],
  ['private', 2],
]);
export const STATUS_NAMES = ['', 'public', 'private'] as const;

/** Attributes in ranking order: a word found in the name beats one found in the location. */
export const ATTR_NAME = 0;
export const ATTR_LOCATION = 1;
export const ATTR_NPSN = 2;

/**
 * Popularity fills the low bits of a ranking key, below the relevance (views
 * plus ten per favourite; more than two million ranks as two million).
 */
export const POPULARITY_RANGE = 2 ** 21;

/** Interns strings (region ids, curricula) as small integers; 0 stands for null. */
export class Interner {
  readonly values: string[] = [''];
  private readonly codes = new Map<string, number>();

  code(value: string | null | undefined): number {
    if (value === null || value === undefined) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }

  /** The code of a known value, or -1 when no document has it. */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }
}

/** Growable typed arrays: capacity doubles, contents are copied. */
export function grow<T extends Float64Array | Int32Array | Uint16Array | Uint8Array>(
  array: T,
  needed: number,
): T {
  if (needed <= array.length) return array;
  const Ctor = array.constructor as new (n: number) => T;
  const next = new Ctor(Math.max(needed, Math.ceil(array.length * 1.5) + 1024));
  next.set(array);
  return next;
}

/** Code-unit order, for names already folded to lower case. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
