import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import type { AdminSchool } from '@core/contracts/admin-costs';
import { AdminSchoolChoice } from '@web/components/admin-school-choice';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { paths } from '@web/config/paths';
import { serverText } from '@web/lib/server-text';
import { profileQuery } from '../api/profile';
import { PhotoManager } from './photo-manager';
import { ProfileForm } from './profile-form';

/**
 * Admin tab 'Profil Sekolah' (issue 23): school admins for their schools,
 * site admins for any: contacts, description, facilities and photos.
 */
export default function ProfileTab() {
  const [school, setSchool] = useState<AdminSchool | undefined>();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Profil Sekolah</CardTitle>
          <p className="text-sm text-slate-600">
            Kontak, deskripsi, fasilitas, dan foto tampil di halaman sekolah bersama keterangan
            siapa yang terakhir mengubahnya.
          </p>
        </CardHeader>
        <CardContent>
          <AdminSchoolChoice value={school} onChange={setSchool} />
        </CardContent>
      </Card>
      {school && <SchoolProfileCard key={school.id} school={school} />}
    </div>
  );
}

function SchoolProfileCard({ school }: { school: AdminSchool }) {
  const profile = useQuery(profileQuery(school.id));
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-2">
        <CardTitle>{school.name}</CardTitle>
        <Link
          to={paths.school(school.slug)}
          className="inline-flex items-center gap-1 text-sm text-brand-700 underline underline-offset-2"
        >
          Lihat halaman sekolah
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </Link>
      </CardHeader>
      <CardContent className="grid gap-8">
        {profile.isPending ? (
          <p className="text-sm text-slate-600">Memuat...</p>
        ) : profile.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {serverText(profile.error, 'Profil sekolah gagal dimuat.')}
          </p>
        ) : (
          <>
            <ProfileForm profile={profile.data} />
            <PhotoManager profile={profile.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
