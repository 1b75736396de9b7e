import { z } from 'zod';

/**
 * What no text field holds: the C0 control characters but tab, newline and
 * carriage return (NUL among them: PostgreSQL cannot store it in text), DEL
 * and the C1 controls. Multi-line fields keep their line breaks.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const CONTROL_CHARACTER_MESSAGE =
  'Teks tidak boleh berisi karakter kontrol (misalnya karakter NUL). Hapus karakter tersebut lalu coba lagi.';
export const TOO_DEEP_MESSAGE = 'Data terlalu bertingkat';

/** Input nested deeper than this is refused before anything walks it. */
const MAX_DEPTH = 32;

export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTERS.test(text);

export interface TextProblem {
  path: (string | number)[];
  message: string;
}

/**
 * Every string (values and object keys) of a JSON-like input that holds a
 * control character, with its path. Iterative, and stops at MAX_DEPTH, so a
 * hostile body cannot exhaust the stack.
 */
export function textProblems(input: unknown, limit = 20): TextProblem[] {
  const problems: TextProblem[] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: input, path: [] }];
  while (stack.length && problems.length < limit) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) problems.push({ path, message: CONTROL_CHARACTER_MESSAGE });
    } else if (value !== null && typeof value === 'object') {
      if (path.length >= MAX_DEPTH) {
        problems.push({ path, message: TOO_DEEP_MESSAGE });
        continue;
      }
      const entries = Array.isArray(value)
        ? value.map((item, index) => [index, item] as const)
        : Object.entries(value);
      for (const [key, item] of entries) {
        if (typeof key === 'string' && hasControlCharacters(key))
          problems.push({ path: [...path, key], message: CONTROL_CHARACTER_MESSAGE });
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return problems;
}

const guarded = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The one text rule of every contract: `schema` behind a check that refuses
 * any string of the input (any field, at any depth, keys too) holding a
 * control character, with a clear Indonesian message at that field, before
 * the schema itself runs. The api parses every body, query and path through
 * this (api/http/validate.ts), so a contract added later is covered without
 * naming its fields.
 */
export function withSafeText<T extends z.ZodType>(schema: T): z.ZodType<z.output<T>, z.input<T>> {
  let wrapped = guarded.get(schema);
  if (!wrapped) {
    wrapped = z.preprocess((value, ctx) => {
      for (const problem of textProblems(value))
        ctx.addIssue({
          code: 'custom',
          message: problem.message,
          path: problem.path,
          input: value,
        });
      return value;
    }, schema);
    guarded.set(schema, wrapped);
  }
  return wrapped as z.ZodType<z.output<T>, z.input<T>>;
}
