import { hashPassword } from '@api/modules/auth/password';
import type { UserRole } from '@core/contracts/auth';
import type { Db } from '@db/client';
import { upsertActivePasswordUser } from '@db/queries/users';

// Test data that many tests need, made one way: users (parents and staff) and what
// hangs on them. Schools and regions: school-fixtures.ts; fees: school-changes.ts.

let sequence = 0;
const unique = (label: string) => `${label}-${process.pid}-${++sequence}`;

/** A parent signed in with the identity provider; returns the user id. */
export async function createParent(db: Db, firstName: string | null = null): Promise<number> {
  const [row] = await db<{ id: number }[]>`
    INSERT INTO users (role, first_name, oidc_issuer, oidc_subject)
    VALUES ('parent', ${firstName}, 'https://idp.test', ${unique(firstName ?? 'parent')})
    RETURNING id`;
  return row!.id;
}

/**
 * A staff account with a real password (argon2), active, as admin:create makes
 * it; for tests that sign in. Returns the user id.
 */
export async function createPasswordUser(
  db: Db,
  username: string,
  password: string,
  role: UserRole,
): Promise<number> {
  const user = await upsertActivePasswordUser(db, {
    username,
    passwordHash: await hashPassword(password),
    email: `${username}@contoh.test`,
    role,
  });
  return user.id;
}

/**
 * A staff account that never signs in (no usable password): the actor of a
 * service call or an audit row. Returns the user id.
 */
export async function createStaff(
  db: Db,
  username: string,
  role: Exclude<UserRole, 'parent'> = 'site_admin',
): Promise<number> {
  const [row] = await db<{ id: number }[]>`
    INSERT INTO users (role, username, password_hash, first_name)
    VALUES (${role}, ${username}, 'x', 'Admin') RETURNING id`;
  return row!.id;
}

/** A parent (made here) who saved the school as a favourite. */
export async function addFavorite(db: Db, schoolId: number): Promise<void> {
  const userId = await createParent(db);
  await db`INSERT INTO favorites (user_id, school_id) VALUES (${userId}, ${schoolId})`;
}
