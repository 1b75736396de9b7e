// Building blocks of the OpenAPI description (openapi.ts): shared responses,
// the operation helper with its generated operationId, and the tags.
import { z } from 'zod';
import type { ZodOpenApiOperationObject } from 'zod-openapi';

export const errorSchema = z
  .object({ error: z.string(), code: z.string() })
  .meta({ id: 'Error', description: 'Pesan kesalahan dalam bahasa Indonesia dan kodenya' });

export const json = (schema: z.ZodType, description = 'Berhasil') => ({
  description,
  content: { 'application/json': { schema } },
});
export const failure = (description: string) => json(errorSchema, description);
export const redirect = { description: 'Dialihkan (302) ke halaman masuk atau kembali ke situs' };
export const plainText = (description: string) => ({
  description,
  content: { 'text/plain': { schema: z.string() } },
});

export const BAD_REQUEST = failure('Masukan tidak valid');
export const NOT_FOUND = failure('Tidak ditemukan');

export type Method = 'get' | 'post';
/** Express paths (':id') of every documented operation, so tests can compare with the app. */
export interface DocumentedRoute {
  method: Method;
  /** Express form, e.g. /api/schools/:id/cost-items */
  path: string;
  operation: ZodOpenApiOperationObject;
}

export const op = (
  method: Method,
  path: string,
  tag: string,
  summary: string,
  rest: Omit<ZodOpenApiOperationObject, 'tags' | 'summary' | 'operationId'>,
): DocumentedRoute => ({
  method,
  path,
  operation: {
    tags: [tag],
    summary,
    operationId: `${method}${path
      .replace(/[:{}]/g, '')
      .split(/[/.-]/)
      .filter(Boolean)
      .map((part) => part[0]!.toUpperCase() + part.slice(1))
      .join('')}`,
    ...rest,
  },
});

const checkSchema = z.object({
  status: z.enum(['up', 'down']),
  ms: z.number().int(),
  error: z.string().optional(),
});
const checksSchema = z.object({
  postgres: checkSchema,
  redis: checkSchema,
  search: checkSchema.extend({ kind: z.string(), documents: z.number().int().optional() }),
});

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  search: z.string(),
  documents: z.number().int().optional(),
  checks: checksSchema,
});

export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: checksSchema,
});

export const mapConfigSchema = z.object({
  tileUrl: z.string().nullable(),
  attribution: z.string().nullable(),
});

export const TAG = {
  schools: 'Sekolah',
  costs: 'Biaya',
  regions: 'Wilayah',
  openData: 'Data terbuka',
  community: 'Komunitas',
  session: 'Sesi',
  service: 'Layanan',
};
