import type { AuthUser, UserRole } from '@core/contracts/auth';
import type { UserRow } from '@db/queries/users';

/** The signed-in user of a request, set by the session middleware (accounts module). */
export interface RequestUser {
  id: number;
  role: UserRole;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** undefined for anonymous visitors */
    user?: RequestUser;
  }
}

/** The one mapper from a users row: what a request carries (req.user). */
export function toRequestUser(user: UserRow): RequestUser {
  return {
    id: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  };
}

/** What GET /api/auth/user and the admin sign-in answer: the request user plus the username. */
export function toAuthUser(user: UserRow): AuthUser {
  return { ...toRequestUser(user), username: user.username };
}
