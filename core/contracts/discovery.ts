// Query parameters that help a parent decide (issue 9): status, kecamatan,
// fees only, SPP range, sort, and a position for 'Sekolah terdekat'. Shared by
// GET /api/schools and the comparison; the web reads the same names from its URL.
import { z } from 'zod';
import { RUPIAH_MAX } from '../rupiah';
import { queryFilter, queryInt, idParam } from './common';

export {
  COMPARISON_SORTS,
  MAX_PICKED_ANONYMOUS,
  MAX_PICKED_SIGNED_IN,
  STATUS_FILTERS,
} from '../discovery';
import { LISTING_SORTS, MAX_PICKED_SIGNED_IN, MAX_RADIUS_KM } from '../discovery';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A decimal number from the query string within bounds. */
const queryNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).min(min, message).max(max, message).optional(),
  );

/** A rupiah bound of a listing query (cost, SPP): a whole amount up to RUPIAH_MAX. */
export const rupiahBound = (label: string) =>
  queryInt({
    min: 0,
    max: RUPIAH_MAX,
    message: `${label} harus berupa angka rupiah yang valid`,
  });

/** Fields added to a listing query; checked together by `checkDiscovery`. */
export const discoveryQueryFields = {
  status: queryFilter(
    z.enum(['negeri', 'swasta'], { error: 'Status sekolah harus negeri atau swasta' }),
  ),
  districtId: queryFilter(
    z
      .string({ error: 'Kode kecamatan tidak valid' })
      .trim()
      .regex(/^[0-9]{2}\.[0-9]{2}\.[0-9]{2}$/, 'Kode kecamatan tidak valid'),
  ),
  hasFees: queryFilter(
    z
      .enum(['true', 'false'], { error: 'hasFees harus true atau false' })
      .transform((v) => v === 'true'),
  ),
  /** schools without SPP: an SPP of Rp0, their own or fixed by a fee rule (issue 20) */
  noSpp: queryFilter(
    z
      .enum(['true', 'false'], { error: 'noSpp harus true atau false' })
      .transform((v) => v === 'true'),
  ),
  sort: queryFilter(z.enum(LISTING_SORTS, { error: 'Urutan tidak dikenal' })),
  lat: queryNumber(-90, 90, 'Lintang (lat) tidak valid'),
  lng: queryNumber(-180, 180, 'Bujur (lng) tidak valid'),
  radiusKm: queryNumber(0.1, MAX_RADIUS_KM, `Radius harus antara 0,1 dan ${MAX_RADIUS_KM} km`),
  minSpp: rupiahBound('SPP minimal'),
  maxSpp: rupiahBound('SPP maksimal'),
  /** issue 23: 'pendaftaran dibuka', schools whose registration is open today (Jakarta) */
  registration: queryFilter(z.enum(['open'], { error: 'Filter pendaftaran harus bernilai open' })),
};

interface DiscoveryValues {
  lat?: number;
  lng?: number;
  radiusKm?: number;
  sort?: string;
  minSpp?: number;
  maxSpp?: number;
}

/** Rules across fields: a position comes whole, distance needs one, ranges run upwards. */
export function checkDiscovery(query: DiscoveryValues, ctx: z.RefinementCtx): void {
  const hasPosition = query.lat !== undefined && query.lng !== undefined;
  if ((query.lat === undefined) !== (query.lng === undefined))
    ctx.addIssue({
      code: 'custom',
      message: 'Lintang dan bujur (lat, lng) harus diisi bersama',
      path: [query.lat === undefined ? 'lat' : 'lng'],
    });
  if (query.sort === 'distance' && !hasPosition)
    ctx.addIssue({
      code: 'custom',
      message: 'Urutan terdekat membutuhkan lokasi (lat dan lng)',
      path: ['sort'],
    });
  if (query.radiusKm !== undefined && !hasPosition)
    ctx.addIssue({
      code: 'custom',
      message: 'Radius membutuhkan lokasi (lat dan lng)',
      path: ['radiusKm'],
    });
  if (query.minSpp !== undefined && query.maxSpp !== undefined && query.minSpp > query.maxSpp)
    ctx.addIssue({
      code: 'custom',
      message: 'SPP minimal tidak boleh lebih besar dari SPP maksimal',
      path: ['minSpp'],
    });
}

/** ids=12,34,56: the schools a parent picked, in their order, duplicates dropped. */
export const pickedIdsParam = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return undefined;
    const raw = Array.isArray(value) ? value.join(',') : String(value);
    const items = raw
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    return items.length ? items : undefined;
  },
  z
    .array(idParam)
    .max(MAX_PICKED_SIGNED_IN, `Maksimal ${MAX_PICKED_SIGNED_IN} sekolah dibandingkan`)
    .transform((ids) => [...new Set(ids)])
    .optional(),
);
