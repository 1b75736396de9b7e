import { z } from 'zod';

const ERROR_CODES = [
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_FILE',
  'BAD_ORIGIN',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Body of every JSON error response. `error` is the Indonesian message people read. */
export const apiErrorBodySchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'Data yang dikirim tidak valid',
  NOT_FOUND: 'Data tidak ditemukan',
  UNAUTHORIZED: 'Anda perlu login terlebih dahulu',
  FORBIDDEN: 'Anda tidak memiliki akses ke halaman ini',
  CONFLICT: 'Data sudah ada',
  RATE_LIMITED: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
  PAYLOAD_TOO_LARGE: 'Ukuran data terlalu besar',
  UNSUPPORTED_FILE: 'Jenis file tidak didukung',
  BAD_ORIGIN: 'Permintaan ditolak karena berasal dari situs lain',
  UNAVAILABLE: 'Layanan sedang tidak tersedia. Silakan coba lagi nanti.',
  INTERNAL: 'Terjadi kesalahan pada server. Silakan coba lagi.',
};
