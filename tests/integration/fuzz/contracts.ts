// The contracts the route fuzzer reads field names and shapes from (inputs.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const CONTRACTS_DIR = fileURLToPath(new URL('../../../core/contracts/', import.meta.url));

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maxLength?: number;
  format?: string;
};

export interface Contracts {
  /** every property name of every schema exported by core/contracts (nested too) */
  fields: string[];
  /** every object schema among them, as JSON Schema (their inputs) */
  objects: JsonSchema[];
}

/** The contracts holding every one of these field names (a route's 400 named them). */
export function contractsWith(objects: JsonSchema[], names: string[]): JsonSchema[] {
  if (names.length === 0) return [];
  return objects.filter((schema) => names.every((name) => name in (schema.properties ?? {})));
}

/** The core contracts as JSON Schema: where the fuzzer learns field names and valid bodies. */
export async function loadContracts(): Promise<Contracts> {
  const names = new Set<string>();
  const objects: JsonSchema[] = [];
  const collect = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(collect);
    if (node === null || typeof node !== 'object') return;
    const schema = node as JsonSchema;
    if (schema.properties && typeof schema.properties === 'object') {
      objects.push(schema);
      for (const name of Object.keys(schema.properties)) names.add(name);
    }
    Object.values(node).forEach(collect);
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
  return { fields: [...names].sort(), objects };
}
