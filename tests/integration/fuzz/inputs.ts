import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { z } from 'zod';

// What the route fuzzer sends (tests/integration/fuzz-routes.test.ts): the
// classes of bad input that once answered 500 or nothing (NUL and other
// control characters, numbers past int4 and int8, broken escapes) mixed with
// plausible values and random JSON, under the field names the contracts use.

const CONTRACTS_DIR = fileURLToPath(new URL('../../../core/contracts/', import.meta.url));

/** Every property name of every schema exported by core/contracts (nested too). */
export async function contractFieldNames(): Promise<string[]> {
  const names = new Set<string>();
  const collect = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(collect);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object')
        for (const name of Object.keys(value)) names.add(name);
      collect(value);
    }
  };
  const files = fs
    .readdirSync(CONTRACTS_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  for (const file of files) {
    const module = (await import(path.join(CONTRACTS_DIR, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (!(value instanceof z.ZodType)) continue;
      try {
        collect(z.toJSONSchema(value, { io: 'input', unrepresentable: 'any' }));
      } catch {
        // a schema JSON Schema cannot express (e.g. a cycle): its names come from others
      }
    }
  }
  return [...names].sort();
}

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'SD\u0000Negeri',
  '\u0001\u0002',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '%00',
  '%E0%A4%A',
  '\ud800',
  '😀'.repeat(50),
  'a'.repeat(5000),
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  'all',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'SD Negeri 1 Bandung',
  'jawa-barat',
  '32.73',
  'sd',
  'Monthly',
  'site_admin',
  'orang@contoh.test',
  '081234567890',
];

const BOUNDARY_NUMBERS = [
  0,
  -1,
  1,
  2,
  3,
  12,
  50,
  101,
  1000,
  32_767,
  32_768,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  0.5,
  -0.000001,
  5e-324,
];

const NUMBER_TEXT = [
  ...BOUNDARY_NUMBERS.map(String),
  '9223372036854775807',
  '9223372036854775808',
  '18446744073709551616',
  '1e400',
  '-1e400',
  'NaN',
  'Infinity',
  '0x10',
  '0b11',
  ' 7 ',
  '07',
  '1.5',
  '1,5',
  '1_000',
];

export const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT, ...NUMBER_TEXT) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

export const number = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
);

const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));

export function jsonInput(fields: string[]): fc.Arbitrary<unknown> {
  const field = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...fields) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  const value = fc.oneof(
    { weight: 4, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.dictionary(field, value, { maxKeys: 8 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    {
      weight: 1,
      arbitrary: fc.array(fc.dictionary(field, value, { maxKeys: 4 }), { maxLength: 4 }),
    },
  );
}

/** encodeURIComponent, with a lone surrogate sent as the bytes it would be (invalid UTF-8). */
export function encode(value: string): string {
  return value
    .split(/([\ud800-\udfff])/)
    .map((part) =>
      /^[\ud800-\udfff]$/.test(part)
        ? `%${[...Buffer.from([0xed, 0xa0 | ((part.charCodeAt(0) >> 6) & 0x1f), 0x80 | (part.charCodeAt(0) & 0x3f)])].map((b) => b.toString(16).toUpperCase()).join('%')}`
        : encodeURIComponent(part),
    )
    .join('');
}

/** One path segment as it appears in a URL (already encoded, or deliberately broken). */
export const segment = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS.map(String), ...NUMBER_TEXT.map(encode)),
  },
  { weight: 2, arbitrary: text.map(encode) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%00',
      '%E0%A4%A',
      '%',
      '%2e%2e',
      '..',
      '.',
      '%2F',
      'a%00b',
      'sd-negeri-1',
    ),
  },
);

/** A query string from contract field names and the same values, some repeated (arrays). */
export function queryString(fields: string[]): fc.Arbitrary<string> {
  const pair = fc.tuple(
    fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...fields) },
      { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
    ),
    fc.oneof(text, number.map(String)),
  );
  return fc
    .array(pair, { maxLength: 6 })
    .map((pairs) => pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&'));
}

export type BodyKind = 'json' | 'raw-json' | 'form' | 'text' | 'none';

export const bodyKind = fc.constantFrom<BodyKind>(
  'json',
  'json',
  'json',
  'json',
  'raw-json',
  'form',
  'text',
  'none',
);

/** Bodies a JSON parser chokes on: broken syntax, deep nesting, a lone value. */
export const rawJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '{"a":1,}',
    'nul',
    '"\\u0000"',
    '{"x":"\\ud800"}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
    '1e999',
    '\u0000',
  ),
  fc.string({ maxLength: 60 }),
);
