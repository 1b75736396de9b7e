import type { AdminLoginInput, AdminRegisterInput } from '@core/contracts/auth';
import { adminRegisterSchema } from '@core/contracts/auth';
import type { Sql } from '@db/client';
import {
  findPasswordUser,
  insertPasswordUser,
  touchLastLogin,
  type UserRow,
} from '@db/queries/users';
import type { Redis } from 'ioredis';
import { WRONG_CREDENTIALS } from '@core/messages';
import { Throttle, type ThrottleRule } from '../../http/rate-limit';
import { hashPassword, verifyPassword } from './password';

/** Failed sign-ins allowed before a pause: per account (any IP) and per IP (any account). */
const LOGIN_LIMITS: { account: ThrottleRule; ip: ThrottleRule } = {
  account: { points: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  ip: { points: 50, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
};

const LOGIN_MESSAGES = {
  wrong: WRONG_CREDENTIALS,
  pending: 'Akun Anda belum disetujui. Mohon tunggu persetujuan admin situs.',
  rejected: 'Pendaftaran akun Anda ditolak.',
  disabled: 'Akun Anda telah dinonaktifkan.',
  usernameTaken: 'Username sudah digunakan',
} as const;

function throttledMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Terlalu banyak percobaan login. Silakan coba lagi dalam ${minutes} menit.`;
}

export type LoginOutcome =
  | { ok: true; user: UserRow }
  | { ok: false; status: 401 | 403; message: string }
  | { ok: false; status: 429; message: string; retryAfterMs: number };

export type RegisterOutcome =
  { ok: true; user: UserRow } | { ok: false; status: 409; message: string };

/** Admin username/password accounts: sign-in with throttling, and registration. */
export class AdminAuthService {
  private readonly byAccount: Throttle;
  private readonly byIp: Throttle;

  constructor(
    private readonly sql: Sql,
    redis: Redis,
    redisPrefix: string,
  ) {
    this.byAccount = new Throttle(redis, `${redisPrefix}:rl:login-account`, LOGIN_LIMITS.account);
    this.byIp = new Throttle(redis, `${redisPrefix}:rl:login-ip`, LOGIN_LIMITS.ip);
  }

  async login(input: AdminLoginInput, ip: string): Promise<LoginOutcome> {
    const accountKey = input.username.toLowerCase();
    const waits = await Promise.all([
      this.byAccount.retryAfterMs(accountKey),
      this.byIp.retryAfterMs(ip),
    ]);
    const waitMs = Math.max(...waits);
    if (waitMs > 0)
      return { ok: false, status: 429, message: throttledMessage(waitMs), retryAfterMs: waitMs };

    const user = await findPasswordUser(this.sql, input.username);
    // an unknown username still pays for one argon2 verification
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid) {
      await Promise.all([this.byAccount.hit(accountKey), this.byIp.hit(ip)]);
      return { ok: false, status: 401, message: LOGIN_MESSAGES.wrong };
    }
    await this.byAccount.reset(accountKey);
    // the account's state is only told to someone who knows its password
    if (user.status !== 'active') {
      const message =
        user.status === 'pending'
          ? LOGIN_MESSAGES.pending
          : user.status === 'rejected'
            ? LOGIN_MESSAGES.rejected
            : LOGIN_MESSAGES.disabled;
      return { ok: false, status: 403, message };
    }
    await touchLastLogin(this.sql, user.id);
    return { ok: true, user };
  }

  /**
   * Creates a pending account that grants nothing: the requested role is
   * recorded and only a site admin's approval makes it the account's role.
   */
  async register(input: AdminRegisterInput): Promise<RegisterOutcome> {
    const data = adminRegisterSchema.parse(input);
    const user = await insertPasswordUser(this.sql, {
      username: data.username,
      passwordHash: await hashPassword(data.password),
      email: data.email,
      role: 'parent',
      status: 'pending',
      requestedRole: data.role,
    });
    if (!user) return { ok: false, status: 409, message: LOGIN_MESSAGES.usernameTaken };
    return { ok: true, user };
  }
}
