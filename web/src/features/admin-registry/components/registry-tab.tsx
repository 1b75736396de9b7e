import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import type { AdminSchool } from '@core/contracts/admin-costs';
import { AdminSchoolChoice } from '@web/components/admin-school-choice';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { paths } from '@web/config/paths';
import { serverText } from '@web/lib/server-text';
import { registryQuery } from '../api/registry';
import { MergePanel, RetirePanel } from './registry-actions';
import { RegistryForm } from './registry-form';

/**
 * Admin tab 'Registri' (issue 23, site admins): correct a school's record,
 * merge a duplicate into the school that stays, retire a closed school.
 * Every change is in the audit log.
 */
export default function RegistryTab() {
  const [school, setSchool] = useState<AdminSchool | undefined>();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Perbaiki Data Registri</CardTitle>
          <p className="text-sm text-slate-600">
            Koreksi nama, jenjang, status, alamat, dan lokasi sekolah; gabungkan data ganda; tandai
            sekolah yang sudah tutup. Setiap perubahan tercatat di log audit.
          </p>
        </CardHeader>
        <CardContent>
          <AdminSchoolChoice value={school} onChange={setSchool} />
        </CardContent>
      </Card>
      {school && <RegistryCard key={school.id} school={school} />}
    </div>
  );
}

function RegistryCard({ school }: { school: AdminSchool }) {
  const record = useQuery(registryQuery(school.id));
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-2">
        <CardTitle>{record.data?.name ?? school.name}</CardTitle>
        <Link
          to={paths.school(record.data?.slug ?? school.slug)}
          className="inline-flex items-center gap-1 text-sm text-brand-700 underline underline-offset-2"
        >
          Lihat halaman sekolah
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </Link>
      </CardHeader>
      <CardContent className="grid gap-8">
        {record.isPending ? (
          <p className="text-sm text-slate-600">Memuat...</p>
        ) : record.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {serverText(record.error, 'Data registri gagal dimuat.')}
          </p>
        ) : record.data.mergedInto ? (
          <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
            Data ini sudah digabung ke{' '}
            <Link to={paths.school(record.data.mergedInto.slug)} className="underline">
              {record.data.mergedInto.name}
            </Link>
            ; halamannya dialihkan ke sana.
          </p>
        ) : (
          <>
            <RegistryForm key={record.dataUpdatedAt} record={record.data} />
            <MergePanel record={record.data} />
            <RetirePanel record={record.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
