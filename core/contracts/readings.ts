import { z } from 'zod';

// Brochure reading (issue 21): the fee lines the worker proposes from an
// uploaded file. Who may call: docs/authorization.md.

export const READING_STATUSES = ['pending', 'done', 'unreadable'] as const;
export type ReadingStatus = (typeof READING_STATUSES)[number];

const READ_FREQUENCIES = ['One-Time', 'Monthly', 'Yearly', 'Semester'] as const;

/** Where a line was read: page (1-based) and a box in fractions of the page (0..1). */
export const pageBoxSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  w: z.number().min(0).max(1),
  h: z.number().min(0).max(1),
});
export type PageBox = z.infer<typeof pageBoxSchema>;

export const readLineSchema = z.object({
  /** the item as printed ('' when only the amount could be read) */
  label: z.string(),
  /** whole rupiah */
  amount: z.number().int().positive(),
  frequency: z.enum(READ_FREQUENCIES),
  /** the alternative the amount belongs to ('Gelombang II', 'putri'), or null */
  variant: z.string().nullable(),
  /** a global cost category code guessed from the label, or null */
  category: z.string().nullable(),
  page: z.number().int().positive(),
  box: pageBoxSchema,
});
export type ReadLine = z.infer<typeof readLineSchema>;

/**
 * GET /api/objects/uploads/{uploadId}/reading (the uploader, site admins):
 * pending while the worker reads (asked again every second or two), done
 * with the proposed lines, or unreadable with a message; `message` may also
 * carry a hint when done.
 */
export const uploadReadingSchema = z.object({
  status: z.enum(READING_STATUSES),
  lines: z.array(readLineSchema),
  message: z.string().nullable(),
});
export type UploadReading = z.infer<typeof uploadReadingSchema>;

export const READING_PENDING_UPLOAD = 'Menunggu file selesai diunggah';
export const READING_UNREADABLE =
  'Kami belum bisa membaca rincian biaya dari file ini. File dan data Anda tetap terkirim apa adanya; ' +
  'silakan ketik rincian biaya di bawah bila Anda mengetahuinya.';
export const READING_TOO_SLOW =
  'File ini terlalu lama dibaca otomatis. File dan data Anda tetap terkirim apa adanya; ' +
  'silakan ketik rincian biaya di bawah bila Anda mengetahuinya.';
export const READING_NOT_SUPPORTED =
  'Jenis file ini tidak dibaca otomatis (hanya PDF, JPG, PNG dan WebP). File Anda tetap terkirim ' +
  'apa adanya; silakan ketik rincian biaya di bawah bila Anda mengetahuinya.';

export const uploadIdParamsSchema = z.object({
  uploadId: z.uuid({ error: 'Id unggahan tidak valid' }),
});
