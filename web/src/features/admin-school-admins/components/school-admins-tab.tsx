import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus, UserCog, X } from 'lucide-react';
import type { AdminSchool } from '@core/contracts/admin-costs';
import type { SchoolAdmin } from '@core/contracts/school-admins';
import { SchoolPicker, schoolLine } from '@web/components/school-picker';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { serverText } from '@web/lib/server-text';
import { PICK_SCHOOL_FIRST } from '@core/messages';
import { schoolAdminsQuery, useAssignSchool, useUnassignSchool } from '../api/school-admins';

const ASSIGNED_TEXT = 'Sekolah berhasil ditetapkan';
const UNASSIGNED_TEXT = 'Sekolah dilepas dari admin';

const STATUS_LABELS: Record<SchoolAdmin['status'], string> = {
  active: 'Aktif',
  pending: 'Menunggu persetujuan',
  rejected: 'Ditolak',
  disabled: 'Nonaktif',
};

const nameOf = (admin: SchoolAdmin) =>
  admin.name ?? admin.username ?? admin.email ?? `#${admin.id}`;

function AssignForm({ admin, onDone }: { admin: SchoolAdmin; onDone: () => void }) {
  const [school, setSchool] = useState<AdminSchool | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const assign = useAssignSchool(admin.id);
  const save = async () => {
    if (!school) {
      setProblem(PICK_SCHOOL_FIRST);
      return;
    }
    setProblem(null);
    try {
      await assign.mutateAsync(school.id);
      toast({ title: 'Berhasil', description: `${ASSIGNED_TEXT}: ${school.name}` });
      onDone();
    } catch (error) {
      setProblem(serverText(error, 'Sekolah gagal ditetapkan. Silakan coba lagi.'));
    }
  };
  return (
    <div className="grid gap-3 rounded-md border border-slate-200 p-3">
      <SchoolPicker
        label={`Cari sekolah untuk ${nameOf(admin)}`}
        value={school}
        onChange={(picked) => {
          setSchool(picked);
          setProblem(null);
        }}
        error={problem ?? undefined}
        autoFocus
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Batal
        </Button>
        <Button type="button" onClick={() => void save()} disabled={assign.isPending}>
          {assign.isPending ? 'Menyimpan...' : 'Tetapkan Sekolah'}
        </Button>
      </div>
    </div>
  );
}

function AdminCard({ admin }: { admin: SchoolAdmin }) {
  const [adding, setAdding] = useState(false);
  const unassign = useUnassignSchool(admin.id);
  const remove = async (school: AdminSchool) => {
    try {
      await unassign.mutateAsync(school.id);
      toast({ title: 'Berhasil', description: `${UNASSIGNED_TEXT}: ${school.name}` });
    } catch (error) {
      toast({
        title: 'Gagal',
        description: serverText(error, 'Sekolah gagal dilepas. Silakan coba lagi.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <UserCog className="size-4 text-slate-500" aria-hidden="true" />
            {nameOf(admin)}
          </h3>
          <p className="text-sm break-all text-slate-600">
            {[admin.username && `@${admin.username}`, admin.email].filter(Boolean).join(' · ')}
          </p>
        </div>
        <Badge variant={admin.status === 'active' ? 'success' : 'warning'}>
          {STATUS_LABELS[admin.status]}
        </Badge>
      </div>
      {admin.schools.length === 0 ? (
        <p className="text-sm text-slate-600">Belum mengelola sekolah.</p>
      ) : (
        <ul className="grid gap-2" aria-label={`Sekolah yang dikelola ${nameOf(admin)}`}>
          {admin.schools.map((school) => (
            <li
              key={school.id}
              className="flex items-center justify-between gap-3 rounded-md bg-slate-50 px-3 py-2 text-sm"
            >
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{school.name}</span>
                <span className="block text-slate-600">{schoolLine(school)}</span>
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={unassign.isPending}
                aria-label={`Lepas ${school.name} dari ${nameOf(admin)}`}
                onClick={() => void remove(school)}
              >
                <X aria-hidden="true" />
                Lepas
              </Button>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <AssignForm admin={admin} onDone={() => setAdding(false)} />
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          aria-label={`Tambah sekolah untuk ${nameOf(admin)}`}
          onClick={() => setAdding(true)}
        >
          <Plus aria-hidden="true" />
          Tambah sekolah
        </Button>
      )}
    </li>
  );
}

/**
 * Admin tab 'Admin Sekolah' (site admins): which schools each school admin
 * manages. Schools are found by name or NPSN, added and removed here; the
 * accounts themselves register at /auth and are approved in Overview.
 */
export default function SchoolAdminsTab() {
  const admins = useQuery(schoolAdminsQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Admin Sekolah</CardTitle>
        <p className="text-sm text-slate-600">
          Admin sekolah hanya bisa mengelola biaya sekolah yang ditetapkan untuknya.
        </p>
      </CardHeader>
      <CardContent>
        {admins.isPending ? (
          <p className="text-sm text-slate-600">Memuat...</p>
        ) : admins.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Gagal memuat admin sekolah
          </p>
        ) : admins.data.length === 0 ? (
          <p className="text-sm text-slate-600">
            Belum ada akun admin sekolah. Akun baru mendaftar di halaman masuk admin, lalu disetujui
            di Overview.
          </p>
        ) : (
          <ul className="grid gap-4" aria-label="Daftar admin sekolah">
            {admins.data.map((admin) => (
              <AdminCard key={admin.id} admin={admin} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
