// Building blocks of the OpenAPI document (openapi.ts): responses, tags and
// the operation helper that names each operation after its method and path.
import { z } from 'zod';
import type { ZodOpenApiOperationObject } from 'zod-openapi';

const errorSchema = z
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
export const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

export const BAD_REQUEST = failure('Masukan tidak valid');
export const NOT_FOUND = failure('Tidak ditemukan');
export const UNAVAILABLE = failure('Layanan sedang tidak tersedia');

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

export const TAG = {
  schools: 'Sekolah',
  costs: 'Biaya',
  regions: 'Wilayah',
  openData: 'Data terbuka',
  community: 'Komunitas',
  session: 'Sesi',
  service: 'Layanan',
};
