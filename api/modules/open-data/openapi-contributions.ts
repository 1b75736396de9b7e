// The OpenAPI operations of contribution uploads and their reading (issue 21).
// Both need a signed-in session (cookie); see docs/authorization.md.
import { uploadIdParamsSchema, uploadReadingSchema } from '@core/contracts/readings';
import { uploadUrlResponseSchema } from '@core/contracts/submissions';
import {
  BAD_REQUEST,
  failure,
  json,
  NOT_FOUND,
  op,
  TAG,
  type DocumentedRoute,
} from './openapi-parts';

const SIGNED_IN = failure('Belum masuk');

export const CONTRIBUTION_ROUTES: readonly DocumentedRoute[] = [
  op('post', '/api/objects/upload', TAG.community, 'Tempat unggah satu file kontribusi', {
    description:
      'Tanpa body. Browser lalu mengirim file dengan PUT ke `uploadURL` beserta `uploadHeaders`. ' +
      '`uploadId` menamai unggahan ini untuk pembacaan brosur.',
    responses: {
      '200': json(uploadUrlResponseSchema),
      '401': SIGNED_IN,
      '429': failure('Terlalu banyak unggahan'),
    },
  }),
  op(
    'get',
    '/api/objects/uploads/:uploadId/reading',
    TAG.community,
    'Baris biaya yang terbaca dari file unggahan',
    {
      description:
        'Untuk pengunggahnya dan admin situs. `pending` selama file dibaca (tanyakan lagi tiap 1-2 ' +
        'detik), `done` dengan usulan baris biaya (`amount` dalam rupiah utuh; `page` mulai 1; `box` ' +
        'dalam pecahan lebar dan tinggi halaman), atau `unreadable` dengan `message`. Usulan ini ' +
        'tidak pernah terbit tanpa pemeriksaan admin.',
      requestParams: { path: uploadIdParamsSchema },
      responses: {
        '200': json(uploadReadingSchema),
        '400': BAD_REQUEST,
        '401': SIGNED_IN,
        '404': NOT_FOUND,
      },
    },
  ),
];
