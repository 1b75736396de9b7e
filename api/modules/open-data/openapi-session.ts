// The OpenAPI operations of the service itself (health, map settings) and of
// signing in and out; the data routes are in openapi.ts.
import { z } from 'zod';
import { WRONG_CREDENTIALS } from '@core/messages';
import {
  adminLoginSchema,
  adminRegisterResponseSchema,
  adminRegisterSchema,
  authUserSchema,
} from '@core/contracts/auth';
import {
  html,
  json,
  op,
  plainText,
  redirect,
  TAG,
  UNAVAILABLE,
  type DocumentedRoute,
} from './openapi-parts';

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

export const SERVICE_ROUTES: readonly DocumentedRoute[] = [
  op('get', '/api/health', TAG.service, 'Status layanan', {
    description:
      "'degraded': situs publik berjalan, tetapi masuk dan pengiriman data menunggu Redis.",
    responses: {
      '200': json(
        z.object({
          status: z.enum(['ok', 'degraded']),
          search: z.string(),
          documents: z.number().int().optional(),
          checks: checksSchema,
        }),
      ),
      '503': UNAVAILABLE,
    },
  }),
  op('get', '/api/health/ready', TAG.service, 'Siap menerima perubahan data', {
    responses: {
      '200': json(z.object({ status: z.literal('ready'), checks: checksSchema })),
      '503': UNAVAILABLE,
    },
  }),
  op('get', '/api/map-config', TAG.service, 'Sumber ubin peta hasil pencarian', {
    responses: {
      '200': json(z.object({ tileUrl: z.string().nullable(), attribution: z.string().nullable() })),
    },
  }),
];

export const SESSION_ROUTES: readonly DocumentedRoute[] = [
  op('get', '/api/oauth/login', TAG.session, 'Masuk dengan Google (orang tua)', {
    requestParams: { query: z.object({ redirect: z.string().optional() }) },
    responses: { '302': redirect },
  }),
  op('get', '/api/login', TAG.session, 'Sama dengan /api/oauth/login', {
    requestParams: { query: z.object({ redirect: z.string().optional() }) },
    responses: { '302': redirect },
  }),
  op('get', '/api/oauth/callback', TAG.session, 'Kembali dari penyedia identitas', {
    responses: { '302': redirect },
  }),
  op('get', '/api/oauth/logout', TAG.session, 'Halaman konfirmasi keluar (orang tua)', {
    responses: { '200': html('Halaman dengan tombol keluar') },
  }),
  op('post', '/api/oauth/logout', TAG.session, 'Keluar (orang tua)', {
    responses: { '303': { description: 'Keluar, dialihkan ke beranda' } },
  }),
  op('post', '/api/admin/login', TAG.session, 'Masuk sebagai admin', {
    requestBody: { content: { 'application/json': { schema: adminLoginSchema } } },
    responses: {
      '200': json(authUserSchema),
      '400': plainText('Pesan kesalahan'),
      '401': plainText(WRONG_CREDENTIALS),
      '429': plainText('Terlalu banyak percobaan'),
    },
  }),
  op('post', '/api/admin/logout', TAG.session, 'Keluar (admin)', {
    responses: { '204': { description: 'Keluar' } },
  }),
  op('post', '/api/admin/register', TAG.session, 'Mendaftar sebagai admin (menunggu persetujuan)', {
    requestBody: { content: { 'application/json': { schema: adminRegisterSchema } } },
    responses: {
      '201': json(adminRegisterResponseSchema),
      '400': plainText('Pesan kesalahan'),
      '409': plainText('Username sudah dipakai'),
      '429': plainText('Terlalu banyak pendaftaran'),
    },
  }),
];
