import { useQuery } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { pendingAccountsQuery, useDecideAccount } from '../api/accounts';

const ROLE_LABELS: Record<string, string> = {
  site_admin: 'Admin Situs',
  school_admin: 'Admin Sekolah',
  parent: 'Orang Tua',
};

const dateFormat = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' });

/** Site admins approve or reject admin registrations; nothing is granted before. */
export function PendingAccounts() {
  const accounts = useQuery(pendingAccountsQuery());
  const decide = useDecideAccount();

  const act = async (id: number, username: string | null, decision: 'approve' | 'reject') => {
    try {
      await decide.mutateAsync({ id, decision });
      toast({
        title: 'Berhasil',
        description:
          decision === 'approve'
            ? `Akun ${username ?? ''} disetujui`
            : `Akun ${username ?? ''} ditolak`,
      });
    } catch {
      toast({ title: 'Gagal', description: 'Gagal memproses akun', variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pendaftaran Admin</CardTitle>
        <p className="text-sm text-slate-600">
          Akun admin baru hanya bisa masuk setelah disetujui.
        </p>
      </CardHeader>
      <CardContent>
        {accounts.isPending ? (
          <p className="text-sm text-slate-600">Memuat...</p>
        ) : accounts.isError ? (
          <p className="text-sm text-red-700">Gagal memuat daftar pendaftaran</p>
        ) : accounts.data.length === 0 ? (
          <p className="text-sm text-slate-600">Tidak ada pendaftaran yang menunggu persetujuan.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th className="py-2 pr-4 font-medium">Username</th>
                  <th className="py-2 pr-4 font-medium">Email</th>
                  <th className="py-2 pr-4 font-medium">Role yang diminta</th>
                  <th className="py-2 pr-4 font-medium">Tanggal</th>
                  <th className="py-2 font-medium">Aksi</th>
                </tr>
              </thead>
              <tbody>
                {accounts.data.map((account) => (
                  <tr key={account.id} className="border-b border-slate-100">
                    <td className="py-2 pr-4 font-medium">{account.username}</td>
                    <td className="py-2 pr-4 break-all">{account.email ?? '-'}</td>
                    <td className="py-2 pr-4">
                      {ROLE_LABELS[account.requestedRole ?? ''] ?? account.requestedRole ?? '-'}
                    </td>
                    <td className="py-2 pr-4">{dateFormat.format(new Date(account.createdAt))}</td>
                    <td className="flex gap-2 py-2">
                      <Button
                        size="sm"
                        disabled={decide.isPending}
                        onClick={() => void act(account.id, account.username, 'approve')}
                        aria-label={`Setujui ${account.username}`}
                      >
                        <Check aria-hidden="true" />
                        Setujui
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={decide.isPending}
                        onClick={() => void act(account.id, account.username, 'reject')}
                        aria-label={`Tolak ${account.username}`}
                      >
                        <X aria-hidden="true" />
                        Tolak
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
