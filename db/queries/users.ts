import type { AccountStatus, UserRole } from '@core/contracts/auth';
import type { Db } from '../client';

export interface UserRow {
  id: number;
  role: UserRole;
  status: AccountStatus;
  requestedRole: UserRole | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  username: string | null;
  createdAt: Date;
}

export interface PasswordUserRow extends UserRow {
  passwordHash: string;
}

const USER_COLUMNS = `id, role, status, requested_role, first_name, last_name, email, username, created_at`;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db<UserRow[]>`
    SELECT ${db.unsafe(USER_COLUMNS)} FROM users WHERE id = ${id}`;
  return row;
}

/** Usernames are citext: 'Admin' and 'admin' are the same account. */
export async function findPasswordUser(
  db: Db,
  username: string,
): Promise<PasswordUserRow | undefined> {
  const [row] = await db<PasswordUserRow[]>`
    SELECT ${db.unsafe(USER_COLUMNS)}, password_hash
    FROM users WHERE username = ${username} AND password_hash IS NOT NULL`;
  return row;
}

export interface OidcProfile {
  issuer: string;
  subject: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/**
 * First sign-in creates a parent; later sign-ins refresh the name and e-mail
 * from the ID token. Role and status are never touched here.
 */
export async function upsertOidcUser(db: Db, profile: OidcProfile): Promise<UserRow> {
  const [row] = await db<UserRow[]>`
    INSERT INTO users (role, status, oidc_issuer, oidc_subject, email, first_name, last_name, last_login_at)
    VALUES ('parent', 'active', ${profile.issuer}, ${profile.subject}, ${profile.email},
            ${profile.firstName}, ${profile.lastName}, now())
    ON CONFLICT (oidc_issuer, oidc_subject) DO UPDATE
      SET email = EXCLUDED.email,
          first_name = EXCLUDED.first_name,
          last_name = EXCLUDED.last_name,
          last_login_at = now(),
          updated_at = now()
    RETURNING ${db.unsafe(USER_COLUMNS)}`;
  return row!;
}

export async function touchLastLogin(db: Db, id: number): Promise<void> {
  await db`UPDATE users SET last_login_at = now() WHERE id = ${id}`;
}

export interface NewPasswordUser {
  username: string;
  passwordHash: string;
  email: string | null;
  role: UserRole;
  status: AccountStatus;
  requestedRole: UserRole | null;
}

/** undefined when the username is taken */
export async function insertPasswordUser(
  db: Db,
  user: NewPasswordUser,
): Promise<UserRow | undefined> {
  const [row] = await db<UserRow[]>`
    INSERT INTO users (username, password_hash, email, role, status, requested_role)
    VALUES (${user.username}, ${user.passwordHash}, ${user.email}, ${user.role},
            ${user.status}, ${user.requestedRole})
    ON CONFLICT (username) DO NOTHING
    RETURNING ${db.unsafe(USER_COLUMNS)}`;
  return row;
}

/** For the command line: creates the account or resets its password and role. */
export async function upsertActivePasswordUser(
  db: Db,
  user: { username: string; passwordHash: string; email: string | null; role: UserRole },
): Promise<UserRow> {
  const [row] = await db<UserRow[]>`
    INSERT INTO users (username, password_hash, email, role, status)
    VALUES (${user.username}, ${user.passwordHash}, ${user.email}, ${user.role}, 'active')
    ON CONFLICT (username) DO UPDATE
      SET password_hash = EXCLUDED.password_hash,
          email = coalesce(EXCLUDED.email, users.email),
          role = EXCLUDED.role,
          status = 'active',
          requested_role = NULL,
          updated_at = now()
    RETURNING ${db.unsafe(USER_COLUMNS)}`;
  return row!;
}

/** Admin registrations by status, oldest first (the review queue). */
export function listPasswordAccounts(db: Db, status: AccountStatus): Promise<UserRow[]> {
  return db<UserRow[]>`
    SELECT ${db.unsafe(USER_COLUMNS)} FROM users
    WHERE username IS NOT NULL AND status = ${status}
    ORDER BY created_at, id
    LIMIT 500`;
}

/** Moves a pending registration on; undefined when it is not pending (any more). */
export async function decidePendingAccount(
  db: Db,
  id: number,
  decision: { status: 'active'; role: UserRole } | { status: 'rejected' },
): Promise<UserRow | undefined> {
  const role = decision.status === 'active' ? decision.role : null;
  const [row] = await db<UserRow[]>`
    UPDATE users
    SET status = ${decision.status},
        role = coalesce(${role}::user_role, role),
        updated_at = now()
    WHERE id = ${id} AND status = 'pending' AND username IS NOT NULL
    RETURNING ${db.unsafe(USER_COLUMNS)}`;
  return row;
}
