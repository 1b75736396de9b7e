import fc from 'fast-check';

// What the route fuzzer sends (tests/integration/fuzz-routes.test.ts): the
// classes of bad input that once answered 500 or nothing (NUL and other
// control characters, numbers past int4 and int8, broken escapes) mixed with
// plausible values and random JSON, under the field names the contracts use.

import type { Contracts, JsonSchema } from './contracts';
export { contractsWith, loadContracts, type Contracts, type JsonSchema } from './contracts';

const PLAUSIBLE_TEXT = 'Biaya SPP sekolah ini tidak sesuai dengan brosur';

/** A value the schema most likely accepts (refinements aside): what a real client sends. */
function plausible(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length)
    return plausible(choice.find((option) => option.type !== 'null') ?? choice[0]!);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'orang.tua@contoh.test';
      if (schema.format === 'uuid') return '3f2a6c1e-8b4d-4e8a-9c1f-2b7d5e6a9f01';
      return PLAUSIBLE_TEXT.slice(0, schema.maxLength ?? PLAUSIBLE_TEXT.length);
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 0, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        plausible(schema.items ?? {}),
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value)]),
      );
    default:
      return PLAUSIBLE_TEXT;
  }
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

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT, ...NUMBER_TEXT) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

const number = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
);

const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));

/**
 * A valid-looking body of some contract with one or two fields made hostile
 * (a control character added to text, a boundary number, another type): the
 * input that passes a route's other checks and reaches its storage.
 */
function mutatedContract(objects: JsonSchema[]): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      fc.constantFrom(...objects),
      fc.array(fc.tuple(fc.nat(), fc.oneof(text, number, scalar)), { minLength: 1, maxLength: 2 }),
      fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', ''),
    )
    .map(([schema, mutations, control]) => {
      const body = plausible(schema) as Record<string, unknown>;
      const keys = Object.keys(body);
      for (const [index, value] of mutations) {
        const key = keys[index % keys.length]!;
        body[key] =
          typeof body[key] === 'string' && control ? `${body[key] as string}${control}` : value;
      }
      return body;
    });
}

/**
 * Bodies for one route. `fitting` are the contracts whose fields the route
 * asked for when probed (its 400 named them): mostly those, mutated.
 */
export function jsonInput(
  { fields, objects }: Contracts,
  fitting: JsonSchema[] = [],
): fc.Arbitrary<unknown> {
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
    {
      weight: fitting.length ? 6 : 0,
      arbitrary: mutatedContract(fitting.length ? fitting : objects),
    },
    { weight: 2, arbitrary: mutatedContract(objects) },
    { weight: 3, arbitrary: fc.dictionary(field, value, { maxKeys: 8 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
    {
      weight: 1,
      arbitrary: fc.array(fc.dictionary(field, value, { maxKeys: 4 }), { maxLength: 4 }),
    },
  );
}

/** encodeURIComponent, with a lone surrogate sent as the bytes it would be (invalid UTF-8). */
function encode(value: string): string {
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
  // the ids the test seeds: the route then reaches its rows, not only its 404
  { weight: 3, arbitrary: fc.constantFrom('1', '2', '3') },
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
export function queryString({ fields, objects }: Contracts): fc.Arbitrary<string> {
  const pair = fc.tuple(
    fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...fields) },
      { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
    ),
    fc.oneof(text, number.map(String)),
  );
  const join = (pairs: [string, string][]) =>
    pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
  const fromContract = mutatedContract(objects).map((body) =>
    Object.entries(body as Record<string, unknown>)
      .filter(([, value]) => value === null || typeof value !== 'object')
      .map(([key, value]) => [key, String(value)] as [string, string]),
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.array(pair, { maxLength: 6 }).map(join) },
    { weight: 1, arbitrary: fromContract.map(join) },
  );
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
