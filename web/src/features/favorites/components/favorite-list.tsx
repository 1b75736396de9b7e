import { GraduationCap, Heart, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Favorite } from '@core/contracts/favorites';
import { EDUCATION_LEVEL_LABELS } from '@core/levels';
import { Badge } from '@web/components/ui/badge';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { UNKNOWN_VALUE } from '@core/school';

function FavoriteCard({ favorite }: { favorite: Favorite }) {
  const { school } = favorite;
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge>{EDUCATION_LEVEL_LABELS[school.educationLevel]}</Badge>
          <Badge variant="outline">
            {school.curriculum?.trim() || `Kurikulum: ${UNKNOWN_VALUE}`}
          </Badge>
        </div>
        <CardTitle>{school.name}</CardTitle>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPin className="size-4" aria-hidden="true" />
          {school.city.name}
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="line-clamp-3 text-sm text-slate-700">
          {school.description || `${school.name} di ${school.city.name}, ${school.province.name}.`}
        </p>
      </CardContent>
      <CardFooter>
        <Link to={paths.school(school.slug)} className={buttonVariants({ size: 'sm' })}>
          Lihat Detail
        </Link>
      </CardFooter>
    </Card>
  );
}

/** The dashboard's favourite cards, or an empty state with a way to browse. */
export function FavoriteList({
  favorites,
  isLoading,
}: {
  favorites: Favorite[] | undefined;
  isLoading: boolean;
}) {
  if (isLoading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (!favorites?.length) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 p-10 text-center">
        <Heart className="size-10 text-slate-400" aria-hidden="true" />
        <p className="font-semibold">Belum ada sekolah favorit</p>
        <p className="text-sm text-slate-600">
          Simpan sekolah yang Anda minati agar mudah ditemukan kembali.
        </p>
        <Link to={paths.indonesia()} className={buttonVariants()}>
          <GraduationCap aria-hidden="true" />
          Jelajahi Sekolah
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {favorites.map((favorite) => (
        <li key={favorite.id} className="flex">
          <FavoriteCard favorite={favorite} />
        </li>
      ))}
    </ul>
  );
}
