import type { AccountStatus, AdminAccount, UserRole } from '@core/contracts/auth';
import type { Sql } from '@db/client';
import { recordAudit } from '@db/queries/audit-log';
import {
  decidePendingAccount,
  findUserById,
  listPasswordAccounts,
  type UserRow,
} from '@db/queries/users';
import { notFound } from '../../http/errors';

const NOT_PENDING = 'Akun tidak ditemukan atau sudah diproses';
const ROLE_LABELS: Record<UserRole, string> = {
  parent: 'orang tua',
  site_admin: 'admin situs',
  school_admin: 'admin sekolah',
};

function toAdminAccount(row: UserRow): AdminAccount {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    requestedRole: row.requestedRole,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Review of admin registrations: nothing is granted until a site admin approves. */
export class AdminAccountsService {
  constructor(private readonly sql: Sql) {}

  async list(status: AccountStatus): Promise<AdminAccount[]> {
    return (await listPasswordAccounts(this.sql, status)).map(toAdminAccount);
  }

  async approve(actorId: number, id: number, role?: UserRole): Promise<AdminAccount> {
    const pending = await findUserById(this.sql, id);
    const granted = role ?? pending?.requestedRole;
    if (pending?.status !== 'pending' || !granted || granted === 'parent') {
      throw notFound(NOT_PENDING);
    }
    return this.sql.begin(async (tx) => {
      const row = await decidePendingAccount(tx, id, { status: 'active', role: granted });
      if (!row) throw notFound(NOT_PENDING);
      await recordAudit(tx, {
        actorId,
        action: 'admin_account.approved',
        entityId: id,
        summary: `Menyetujui akun ${row.username ?? `#${id}`} sebagai ${ROLE_LABELS[granted]}`,
      });
      return toAdminAccount(row);
    });
  }

  async reject(actorId: number, id: number): Promise<AdminAccount> {
    return this.sql.begin(async (tx) => {
      const row = await decidePendingAccount(tx, id, { status: 'rejected' });
      if (!row) throw notFound(NOT_PENDING);
      await recordAudit(tx, {
        actorId,
        action: 'admin_account.rejected',
        entityId: id,
        summary: `Menolak pendaftaran akun ${row.username ?? `#${id}`}`,
      });
      return toAdminAccount(row);
    });
  }
}
