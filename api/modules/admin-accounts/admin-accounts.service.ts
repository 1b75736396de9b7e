import type { AccountStatus, AdminAccount, UserRole } from '@core/contracts/auth';
import type { Sql } from '@db/client';
import {
  decidePendingAccount,
  findUserById,
  listPasswordAccounts,
  type UserRow,
} from '@db/queries/users';
import { notFound } from '../../http/errors';

const NOT_PENDING = 'Akun tidak ditemukan atau sudah diproses';

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

  async approve(id: number, role?: UserRole): Promise<AdminAccount> {
    const pending = await findUserById(this.sql, id);
    const granted = role ?? pending?.requestedRole;
    if (pending?.status !== 'pending' || !granted || granted === 'parent') {
      throw notFound(NOT_PENDING);
    }
    const row = await decidePendingAccount(this.sql, id, { status: 'active', role: granted });
    if (!row) throw notFound(NOT_PENDING);
    return toAdminAccount(row);
  }

  async reject(id: number): Promise<AdminAccount> {
    const row = await decidePendingAccount(this.sql, id, { status: 'rejected' });
    if (!row) throw notFound(NOT_PENDING);
    return toAdminAccount(row);
  }
}
