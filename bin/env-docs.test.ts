import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiEnvSchema } from '@api/env';
import { workerEnvSchema } from '@worker/env';

// Every variable the processes read must be documented where operators look:
// .env.example (with its default) and the README's configuration table.

function keys(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, unknown>;
  };
  return Object.keys(json.properties);
}

const variables = [...new Set([...keys(apiEnvSchema), ...keys(workerEnvSchema)])].sort();
const read = (file: string) => fs.readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

describe('configuration docs', () => {
  it('finds the variables of both processes', () => {
    expect(variables).toEqual(expect.arrayContaining(['DATABASE_URL', 'PORT', 'REDIS_URL']));
  });

  it('.env.example lists every variable', () => {
    const example = read('.env.example');
    const missing = variables.filter((key) => !new RegExp(`^#? ?${key}=`, 'm').test(example));
    expect(missing).toEqual([]);
  });

  it('README documents every variable', () => {
    const readme = read('README.md');
    const missing = variables.filter((key) => !readme.includes(`\`${key}\``));
    expect(missing).toEqual([]);
  });
});
