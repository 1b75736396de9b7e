import type { UserRole } from '@core/contracts/auth';

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
