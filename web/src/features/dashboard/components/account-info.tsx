import { UserRound } from 'lucide-react';
import type { AuthUser } from '@core/contracts/auth';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

export function displayName(user: AuthUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.username || user.email || 'Pengguna';
}

/** Account info of the parent dashboard (SPEC §2): name, e-mail, favourite count. */
export function AccountInfo({ user, favoriteCount }: { user: AuthUser; favoriteCount?: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserRound className="size-5" aria-hidden="true" />
          Informasi Akun
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          <div>
            <dt className="text-slate-600">Nama</dt>
            <dd className="font-medium">{displayName(user)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Email</dt>
            <dd className="font-medium break-all">{user.email ?? '-'}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Sekolah Favorit</dt>
            <dd className="font-medium" data-testid="favorite-count">
              {favoriteCount ?? '-'}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
