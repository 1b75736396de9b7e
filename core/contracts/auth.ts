import { z } from 'zod';

export const USER_ROLES = ['parent', 'site_admin', 'school_admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const ADMIN_ROLES: readonly UserRole[] = ['site_admin', 'school_admin'];

/** GET /api/auth/user */
export const authUserSchema = z.object({
  id: z.number().int(),
  role: z.enum(USER_ROLES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;
