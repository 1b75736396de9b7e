import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSchool } from '@core/contracts/admin-costs';
import { admissionYears, jakartaDayNumber } from '@core/admissions';
import { AdminSchoolChoice } from '@web/components/admin-school-choice';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { SelectField } from '@web/components/ui/select-field';
import { toast } from '@web/components/ui/use-toast';
import { serverText } from '@web/lib/server-text';
import { adminAdmissionsKey, adminAdmissionsQuery, deleteAdmission } from '../api/admissions';
import { AdmissionForm } from './admission-form';

/**
 * Admin tab 'SPMB/PPDB' (issue 23): school admins for their schools, site
 * admins for any; one academic year at a time (the coming one and the
 * current one, and any year already published).
 */
export default function AdmissionsTab() {
  const [school, setSchool] = useState<AdminSchool | undefined>();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Penerimaan Murid Baru (SPMB/PPDB)</CardTitle>
          <p className="text-sm text-slate-600">
            Jadwal, kuota per jalur, persyaratan, dan biaya pendaftaran tampil di halaman sekolah;
            jadwal yang akan datang tampil lebih dulu.
          </p>
        </CardHeader>
        <CardContent>
          <AdminSchoolChoice value={school} onChange={setSchool} />
        </CardContent>
      </Card>
      {school && <SchoolAdmissions key={school.id} school={school} />}
    </div>
  );
}

function SchoolAdmissions({ school }: { school: AdminSchool }) {
  const queryClient = useQueryClient();
  const published = useQuery(adminAdmissionsQuery(school.id));
  const offered = admissionYears(jakartaDayNumber());
  const years = [
    ...new Set([...offered, ...(published.data ?? []).map((a) => a.academicYear)]),
  ].sort((a, b) => b.localeCompare(a));
  const [year, setYear] = useState(offered[0]!);
  const current = published.data?.find((admission) => admission.academicYear === year);

  const remove = async () => {
    try {
      await deleteAdmission(school.id, year);
      await queryClient.invalidateQueries({ queryKey: adminAdmissionsKey(school.id) });
      toast({ title: 'Berhasil', description: `Info penerimaan ${year} dihapus` });
    } catch (error) {
      toast({
        title: 'Gagal',
        description: serverText(error, 'Info penerimaan gagal dihapus.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
        <CardTitle>{school.name}</CardTitle>
        <div className="flex items-end gap-2">
          <SelectField
            label="Tahun ajaran"
            value={year}
            onChange={(event) => setYear(event.target.value)}
            className="min-w-40"
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
                {published.data?.some((a) => a.academicYear === option) ? ' (terbit)' : ''}
              </option>
            ))}
          </SelectField>
          {current && (
            <Button type="button" variant="outline" onClick={() => void remove()}>
              Hapus tahun ini
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent>
        {published.isPending ? (
          <p className="text-sm text-slate-600">Memuat...</p>
        ) : published.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {serverText(published.error, 'Info penerimaan gagal dimuat.')}
          </p>
        ) : (
          <AdmissionForm
            key={`${year}-${current?.updatedAt ?? 'new'}`}
            schoolId={school.id}
            academicYear={year}
            published={current}
          />
        )}
      </CardContent>
    </Card>
  );
}
