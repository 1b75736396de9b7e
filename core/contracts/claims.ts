import { z } from 'zod';
import { UPLOAD_MAX_FILES } from '../uploads';
import { idParam, optionalText, plainText, queryFilter } from './common';
import { emailSchema, phoneSchema } from './school-profile';

// Claiming a school (issue 23, beyond SPEC): a representative sends their
// name, position, contact and proof; a site admin approves (the claimant
// becomes a school admin of the school, in one step) or rejects with a reason.
// Who may call: docs/authorization.md.

export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  pending: 'Menunggu verifikasi',
  approved: 'Disetujui',
  rejected: 'Ditolak',
};

const CLAIMANT_NAME_REQUIRED = 'Nama lengkap wajib diisi';
const POSITION_REQUIRED = 'Jabatan di sekolah wajib diisi';
const CLAIM_PHONE_REQUIRED = 'Nomor telepon wajib diisi';
const CLAIM_EMAIL_REQUIRED = 'Email wajib diisi';
const PROOF_REQUIRED = 'Unggah minimal satu bukti (surat berstempel sekolah atau SK)';
const PROOF_TOO_MANY = `Maksimal ${UPLOAD_MAX_FILES} file bukti`;
const REJECT_REASON_REQUIRED = 'Alasan penolakan wajib diisi';
export const CLAIM_PENDING_EXISTS =
  'Anda sudah mengajukan klaim untuk sekolah ini. Mohon tunggu verifikasi admin.';
export const ALREADY_MANAGING = 'Anda sudah mengelola sekolah ini';
export const CLAIM_NOT_PENDING = 'Klaim tidak ditemukan atau sudah diproses';
export const CLAIM_NOT_FOUND = 'Klaim tidak ditemukan';
export const CLAIM_FILE_UNUSABLE = (name: string) =>
  `File "${name}" tidak ditemukan atau sudah dipakai. Unggah ulang file tersebut.`;

const required = (max: number, message: string) =>
  plainText({ max, tooLong: `Maksimal ${max} karakter`, required: message });

/**
 * POST /api/schools/{id}/claims (signed in): 201 with the Claim (pending).
 * The files were uploaded through POST /api/objects/upload by the same user;
 * the worker checks them as it checks contribution files.
 */
export const claimInputSchema = z.object({
  claimantName: required(120, CLAIMANT_NAME_REQUIRED),
  position: required(120, POSITION_REQUIRED),
  phone: phoneSchema.refine((value) => value !== null, CLAIM_PHONE_REQUIRED),
  email: emailSchema.refine((value) => value !== null, CLAIM_EMAIL_REQUIRED),
  note: optionalText(1000, 'Catatan maksimal 1000 karakter'),
  files: z
    .array(
      z.object({
        uploadId: z.uuid({ error: PROOF_REQUIRED }),
        name: required(200, PROOF_REQUIRED),
      }),
      { error: PROOF_REQUIRED },
    )
    .min(1, PROOF_REQUIRED)
    .max(UPLOAD_MAX_FILES, PROOF_TOO_MANY),
});
export type ClaimInput = z.output<typeof claimInputSchema>;

const claimFileSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  /** the worker's check: pending, running, done, failed */
  state: z.string(),
  error: z.string().nullable(),
});

export const claimSchema = z.object({
  id: z.number().int(),
  status: z.enum(CLAIM_STATUSES),
  school: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    city: z.string(),
    npsn: z.string().nullable(),
  }),
  claimant: z.object({
    userId: z.number().int(),
    name: z.string(),
    position: z.string(),
    phone: z.string(),
    email: z.string(),
    /** the account's own name and e-mail (from its sign-in), for the reviewer */
    account: z.string(),
  }),
  note: z.string().nullable(),
  files: z.array(claimFileSchema),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;

/** GET /api/admin/claims?status= (site_admin): newest first; default pending. */
export const claimListQuerySchema = z.object({
  status: queryFilter(z.enum(CLAIM_STATUSES, { error: 'Status klaim tidak dikenal' })),
});

export const claimIdParams = z.object({ id: idParam });
export const claimFileParams = z.object({
  id: idParam,
  index: z.coerce.number({ error: 'File tidak ditemukan' }).int().min(0).max(UPLOAD_MAX_FILES),
});

/** POST /api/admin/claims/{id}/reject (site_admin) */
export const rejectClaimSchema = z.object({
  reason: plainText({
    max: 500,
    tooLong: 'Alasan maksimal 500 karakter',
    required: REJECT_REASON_REQUIRED,
  }),
});
