import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminLoginSchema } from './auth';
import { reportInputSchema } from './reports';
import {
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacters,
  textProblems,
  TOO_DEEP_MESSAGE,
  withSafeText,
} from './safe-text';

describe('hasControlCharacters', () => {
  it.each([
    '\u0000',
    'a\u0001b',
    '\u0008',
    '\u000b',
    '\u000c',
    '\u001b[31m',
    '\u007f',
    '\u0085',
    'x\u009f',
  ])('refuses %j', (text) => expect(hasControlCharacters(text)).toBe(true));

  it.each([
    '',
    'SD Negeri 1',
    'baris satu\nbaris dua',
    'a\tb',
    'a\r\nb',
    'Sekolah “Harapan” – ✓',
    '\u00a0',
  ])('keeps %j', (text) => expect(hasControlCharacters(text)).toBe(false));
});

describe('textProblems', () => {
  it('finds strings and keys at any depth, with their paths', () => {
    expect(
      textProblems({ a: 'ok', b: ['x', 'y\u0000'], c: { 'k\u0001': 1, d: { e: '\u0000' } } }),
    ).toEqual(
      expect.arrayContaining([
        { path: ['b', 1], message: CONTROL_CHARACTER_MESSAGE },
        { path: ['c', 'k\u0001'], message: CONTROL_CHARACTER_MESSAGE },
        { path: ['c', 'd', 'e'], message: CONTROL_CHARACTER_MESSAGE },
      ]),
    );
    expect(textProblems({ a: 1, b: [true, null], c: 'fine' })).toEqual([]);
  });

  it('refuses hostile nesting without walking it', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(textProblems(deep)).toEqual([{ path: expect.any(Array), message: TOO_DEEP_MESSAGE }]);
  });
});

describe('withSafeText', () => {
  it('gives every contract the rule, with the message at the field', () => {
    const result = withSafeText(reportInputSchema).safeParse({
      reporterName: 'Budi\u0000',
      description: 'Biaya SPP tidak sesuai',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['reporterName'],
      message: CONTROL_CHARACTER_MESSAGE,
    });
    const login = withSafeText(adminLoginSchema).safeParse({ username: 'a', password: 'p\u0000' });
    expect(login.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
  });

  it('leaves valid input to the schema, and is made once per schema', () => {
    const schema = z.object({ name: z.string().trim() });
    expect(withSafeText(schema).parse({ name: ' baris\nbaru ' })).toEqual({ name: 'baris\nbaru' });
    expect(withSafeText(schema)).toBe(withSafeText(schema));
  });
});
