import { z } from 'zod';

const USER_ROLES = ['parent', 'site_admin', 'school_admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** GET /api/auth/user */
export const authUserSchema = z.object({
  id: z.number().int(),
  role: z.enum(USER_ROLES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  /** admins sign in with a username; null for parents */
  username: z.string().nullable().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const ACCOUNT_STATUSES = ['active', 'pending', 'rejected', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const isAdminRole = (role: UserRole | undefined | null): boolean =>
  role === 'site_admin' || role === 'school_admin';

// ------------------------------------------------------------------ admin sign-in (SPEC §5)

/** POST /api/admin/login */
export const adminLoginSchema = z.object({
  username: z
    .string({ error: 'Username harus diisi' })
    .trim()
    .min(1, 'Username harus diisi')
    .max(50, 'Username maksimal 50 karakter'),
  password: z
    .string({ error: 'Password harus diisi' })
    .min(1, 'Password harus diisi')
    .max(200, 'Password maksimal 200 karakter'),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** Roles the admin registration form offers; the account is pending until approved. */
const ADMIN_REGISTER_ROLES = ['site_admin', 'school_admin'] as const;

/** POST /api/admin/register */
export const adminRegisterSchema = z.object({
  username: z
    .string({ error: 'Username minimal 3 karakter' })
    .trim()
    .min(3, 'Username minimal 3 karakter')
    .max(50, 'Username maksimal 50 karakter'),
  password: z
    .string({ error: 'Password minimal 6 karakter' })
    .min(6, 'Password minimal 6 karakter')
    .max(200, 'Password maksimal 200 karakter'),
  email: z
    .string({ error: 'Email tidak valid' })
    .trim()
    .max(254, 'Email tidak valid')
    .pipe(z.email('Email tidak valid')),
  role: z
    .enum(ADMIN_REGISTER_ROLES, { error: 'Role harus site_admin atau school_admin' })
    .default('school_admin'),
});
export type AdminRegisterInput = z.input<typeof adminRegisterSchema>;

/** Answer of POST /api/admin/register: the account exists but grants nothing yet. */
export const adminRegisterResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  requestedRole: z.enum(USER_ROLES),
});
export type AdminRegisterResponse = z.infer<typeof adminRegisterResponseSchema>;

// ------------------------------------------------------------------ admin account review

/**
 * GET /api/admin/accounts?status=pending
 * @public the zod source of the exported type (read as a type only; knip)
 */
export const adminAccountSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(USER_ROLES),
  requestedRole: z.enum(USER_ROLES).nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminAccountListQuerySchema = z.object({
  status: z.enum(ACCOUNT_STATUSES, { error: 'Status akun tidak dikenal' }).default('pending'),
});

/** POST /api/admin/accounts/{id}/approve: the requested role unless the reviewer picks another */
export const approveAccountSchema = z.object({
  role: z
    .enum(ADMIN_REGISTER_ROLES, { error: 'Role harus site_admin atau school_admin' })
    .optional(),
});

// ------------------------------------------------------------------ sign-in redirects

export { safeRedirectPath } from '../safe-redirect';
