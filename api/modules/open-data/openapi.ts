// The public API described in OpenAPI 3.1, generated from the zod contracts in
// core (issue 10 'Open data'). Every public route of the app is listed here;
// tests/integration/openapi.test.ts holds the document to that.
import { schoolMapAreaSchema, schoolMapResponseSchema } from '@core/contracts/school-map';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject } from 'zod-openapi';
import {
  feeFactsParamsSchema,
  feeFactsQuerySchema,
  feeFactsSchema,
  schoolFeeRulesSchema,
} from '@core/contracts/fee-facts';
import { galleryListSchema, galleryParamsSchema } from '@core/contracts/gallery';
import {
  areaBenchmarksQuerySchema,
  areaBenchmarksSchema,
  feeInsightsSchema,
  schoolFactsSchema,
  schoolInsightParamsSchema,
} from '@core/contracts/insights';
import { DATA_LICENSE, FEE_CSV_PATH, OPENAPI_PATH } from '@core/contracts/open-data';
import {
  cityParamsSchema,
  citySchema,
  districtSchema,
  locationQuerySchema,
  locationSchema,
  provinceParamsSchema,
  provinceSchema,
  statsSchema,
  topCitiesQuerySchema,
  topCitySchema,
} from '@core/contracts/regions';
import { reportCreatedSchema, reportInputSchema } from '@core/contracts/reports';
import { levyReportCreatedSchema, levyReportInputSchema } from '@core/contracts/levy-reports';
import { schoolRequestListSchema } from '@core/contracts/school-requests';
import {
  academicYearSchema,
  comparisonResponseSchema,
  costItemSchema,
  schoolDetailSchema,
  schoolListResponseSchema,
  schoolSummarySchema,
} from '@core/contracts/schools';
import {
  comparisonQuerySchema,
  costItemsQuerySchema,
  schoolIdParamsSchema,
  schoolListQuerySchema,
  slugParamsSchema,
} from '@core/contracts/school-queries';
import { SITE_NAME } from '@core/seo';
import {
  BAD_REQUEST,
  json,
  NOT_FOUND,
  failure,
  op,
  TAG,
  type DocumentedRoute,
  type Method,
} from './openapi-parts';
import { CONTRIBUTION_ROUTES } from './openapi-contributions';
import { SERVICE_ROUTES, SESSION_ROUTES } from './openapi-session';

export type { DocumentedRoute } from './openapi-parts';

export const DOCUMENTED_ROUTES: readonly DocumentedRoute[] = [
  ...SERVICE_ROUTES,
  ...CONTRIBUTION_ROUTES,
  op('get', '/api/provinces', TAG.regions, 'Daftar provinsi', {
    responses: { '200': json(z.array(provinceSchema)) },
  }),
  op('get', '/api/provinces/:id/cities', TAG.regions, 'Kota/kabupaten di sebuah provinsi', {
    requestParams: { path: provinceParamsSchema },
    responses: { '200': json(z.array(citySchema)), '400': BAD_REQUEST, '404': NOT_FOUND },
  }),
  op('get', '/api/cities/:id/districts', TAG.regions, 'Kecamatan di sebuah kota/kabupaten', {
    requestParams: { path: cityParamsSchema },
    responses: { '200': json(z.array(districtSchema)), '400': BAD_REQUEST, '404': NOT_FOUND },
  }),
  op(
    'get',
    '/api/cities/top',
    TAG.regions,
    'Kota dengan sekolah terbanyak yang memiliki data biaya',
    {
      requestParams: { query: topCitiesQuerySchema },
      responses: { '200': json(z.array(topCitySchema)), '400': BAD_REQUEST },
    },
  ),
  op(
    'get',
    '/api/locations/resolve',
    TAG.regions,
    'Menerjemahkan slug lokasi menjadi provinsi dan kota',
    {
      requestParams: { query: locationQuerySchema },
      responses: { '200': json(locationSchema), '400': BAD_REQUEST, '404': NOT_FOUND },
    },
  ),
  op('get', '/api/stats', TAG.regions, 'Jumlah sekolah, provinsi, kota, dan daerah', {
    responses: { '200': json(statsSchema) },
  }),
  op('get', '/api/academic-years', TAG.costs, 'Daftar tahun ajaran', {
    responses: { '200': json(z.array(academicYearSchema)) },
  }),
  op('get', '/api/schools', TAG.schools, 'Cari dan saring sekolah', {
    requestParams: { query: schoolListQuerySchema },
    responses: { '200': json(schoolListResponseSchema), '400': BAD_REQUEST },
  }),
  op(
    'get',
    '/api/schools/comparison',
    TAG.schools,
    'Tabel perbandingan biaya (5 baris tanpa masuk)',
    {
      requestParams: { query: comparisonQuerySchema },
      responses: { '200': json(comparisonResponseSchema), '400': BAD_REQUEST },
    },
  ),
  op('get', '/api/schools/map', TAG.schools, 'Peta: semua sekolah yang cocok di area terlihat', {
    requestParams: { query: schoolMapAreaSchema },
    responses: { '200': json(schoolMapResponseSchema), '400': BAD_REQUEST },
  }),
  op('get', '/api/schools/recent', TAG.schools, 'Sekolah terbaru', {
    responses: { '200': json(z.array(schoolSummarySchema)) },
  }),
  op('get', '/api/schools/slug/:slug', TAG.schools, 'Profil sekolah menurut slug atau ID', {
    requestParams: { path: slugParamsSchema },
    responses: { '200': json(schoolDetailSchema), '400': BAD_REQUEST, '404': NOT_FOUND },
  }),
  op('get', '/api/schools/:id/cost-items', TAG.costs, 'Rincian biaya sekolah per tahun ajaran', {
    requestParams: { path: schoolIdParamsSchema, query: costItemsQuerySchema },
    responses: { '200': json(z.array(costItemSchema)), '400': BAD_REQUEST, '404': NOT_FOUND },
  }),
  op(
    'get',
    '/api/schools/:id/fee-facts',
    TAG.costs,
    'Fakta biaya sekolah: biaya sekolah sendiri, lalu biaya yang ditetapkan aturan',
    {
      description:
        'Baris biaya sekolah sendiri (source.kind admin, contribution, published) lebih dulu; untuk jenis biaya yang tidak disebut sekolah, baris dari aturan nasional atau provinsi yang berlaku (source.kind = "regulation", dengan aturan, bukti, sumber, dan tanggal berlaku di source.rule). Aturan yang tidak menetapkan biaya (batas pungutan, pungutan yang masih berjalan, bukti lemah) muncul di notes sebagai penjelasan, bukan sebagai biaya. Tanpa academicYearId: tahun terbaru, atau 2025/2026.',
      requestParams: { path: feeFactsParamsSchema, query: feeFactsQuerySchema },
      responses: { '200': json(feeFactsSchema), '400': BAD_REQUEST, '404': NOT_FOUND },
    },
  ),
  op(
    'get',
    '/api/schools/:id/fee-rules',
    TAG.costs,
    'Aturan biaya nasional dan provinsi yang berlaku untuk sekolah',
    {
      description:
        'Dicocokkan dengan jenjang dan status sekolah di registri (bukan namanya). fixes: jenis biaya yang ditetapkan Rp0 untuk sekolah ini; explanation: penjelasan aturan yang tidak menetapkan biaya.',
      requestParams: { path: feeFactsParamsSchema },
      responses: { '200': json(schoolFeeRulesSchema), '400': BAD_REQUEST, '404': NOT_FOUND },
    },
  ),
  op(
    'get',
    '/api/schools/:id/fee-insights',
    TAG.costs,
    'Biaya tahun pertama, sampai lulus, riwayat, perbandingan wilayah, dan UMP',
    {
      requestParams: { path: schoolInsightParamsSchema },
      responses: { '200': json(feeInsightsSchema), '400': BAD_REQUEST, '404': NOT_FOUND },
    },
  ),
  op(
    'get',
    '/api/schools/:id/facts',
    TAG.schools,
    'Jumlah siswa, guru dan tenaga kependidikan, rombongan belajar',
    {
      requestParams: { path: schoolInsightParamsSchema },
      responses: {
        '200': json(schoolFactsSchema.nullable(), 'Data sekolah, atau null bila tidak tersedia'),
        '400': BAD_REQUEST,
        '404': NOT_FOUND,
      },
    },
  ),
  op(
    'get',
    '/api/benchmarks',
    TAG.costs,
    'Median dan rentang biaya di sebuah kota, per jenjang dan status',
    {
      requestParams: { query: areaBenchmarksQuerySchema },
      responses: { '200': json(areaBenchmarksSchema), '400': BAD_REQUEST, '404': NOT_FOUND },
    },
  ),
  op('get', '/api/schools/:schoolId/gallery', TAG.schools, 'Galeri foto sekolah', {
    requestParams: { path: galleryParamsSchema },
    responses: { '200': json(galleryListSchema), '400': BAD_REQUEST, '404': NOT_FOUND },
  }),
  op('post', '/api/schools/:id/view', TAG.schools, 'Mencatat kunjungan halaman sekolah', {
    requestParams: { path: schoolIdParamsSchema },
    responses: {
      '204': { description: 'Dicatat' },
      '404': NOT_FOUND,
      '429': failure('Terlalu banyak permintaan'),
    },
  }),
  op('post', '/api/schools/:id/reports', TAG.community, 'Melaporkan data yang tidak akurat', {
    requestParams: { path: schoolIdParamsSchema },
    requestBody: { content: { 'application/json': { schema: reportInputSchema } } },
    responses: {
      '201': json(reportCreatedSchema, 'Laporan diterima'),
      '400': BAD_REQUEST,
      '404': NOT_FOUND,
      '429': failure('Terlalu banyak laporan'),
    },
  }),
  op(
    'post',
    '/api/schools/:id/levy-reports',
    TAG.community,
    'Melaporkan pungutan yang dilarang aturan',
    {
      description:
        'Sekolah memungut biaya yang dilarang aturan: ruleId dan item harus aturan yang berlaku untuk sekolah ini dan menetapkan biaya tersebut Rp0 (GET /api/schools/{id}/fee-rules, fixes). Laporan hanya dibaca admin situs dan tidak pernah diterbitkan sebagai biaya.',
      requestParams: { path: schoolIdParamsSchema },
      requestBody: { content: { 'application/json': { schema: levyReportInputSchema } } },
      responses: {
        '201': json(levyReportCreatedSchema, 'Laporan diterima'),
        '400': BAD_REQUEST,
        '404': NOT_FOUND,
        '429': failure('Terlalu banyak laporan'),
      },
    },
  ),
  op('get', '/api/school-requests', TAG.community, 'Permintaan sekolah dari pengguna', {
    responses: { '200': json(schoolRequestListSchema) },
  }),
  op(
    'get',
    FEE_CSV_PATH,
    TAG.openData,
    `Semua biaya yang dipublikasikan (CSV, ${DATA_LICENSE.short})`,
    {
      description:
        'Satu baris per item biaya: school_id, npsn, school_name, education_level, city, province, academic_year, item, category_code, notes, amount_idr, frequency, source, source_document, updated_at, rule_id. Biaya sekolah sendiri (source admin, contribution, published) lebih dulu; lalu, untuk tahun ajaran 2025/2026, biaya yang ditetapkan aturan nasional atau provinsi bagi jenis biaya yang tidak disebut sekolah (source = regulation, rule_id dan nama aturan di source_document). Data contoh tidak pernah disertakan.',
      responses: {
        '200': {
          description: 'Berkas CSV (UTF-8)',
          content: { 'text/csv': { schema: z.string() } },
        },
        '503': failure('Berkas sedang disiapkan'),
      },
    },
  ),
  op('get', OPENAPI_PATH, TAG.openData, 'Dokumen OpenAPI ini', {
    responses: {
      '200': {
        description: 'OpenAPI 3.1 (JSON)',
        content: { 'application/json': { schema: z.object({}).loose() } },
      },
    },
  }),
  ...SESSION_ROUTES,
];

/** '/api/schools/:id/cost-items' -> '/api/schools/{id}/cost-items' */
export const openApiPath = (expressPath: string) => expressPath.replace(/:([A-Za-z]+)/g, '{$1}');

/** The whole document; built once per process (the contracts do not change at run time). */
export function buildOpenApiDocument(serverUrl: string) {
  const paths: Record<string, Partial<Record<Method, ZodOpenApiOperationObject>>> = {};
  for (const route of DOCUMENTED_ROUTES) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: route.operation };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: `${SITE_NAME} API`,
      version: '1.0.0',
      description:
        'API publik Biaya Sekolah: sekolah, biaya per tahun ajaran, perbandingan wilayah, dan data terbuka. Semua pesan kesalahan dalam bahasa Indonesia.',
      license: { name: DATA_LICENSE.name, url: DATA_LICENSE.url },
    },
    servers: [{ url: serverUrl }],
    tags: Object.values(TAG).map((name) => ({ name })),
    paths,
  });
}
