import { Link } from 'react-router-dom';
import { Building2 } from 'lucide-react';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatNumber } from '@core/format';

export interface CityLink {
  name: string;
  href: string;
  schoolCount: number;
}

const MAX_CITIES = 6; // SPEC §9: city panel max 6

/** 'Lihat Berdasarkan Kota': up to 6 cities in a grid with their school counts. */
export function CityPanel({
  cities,
  isLoading = false,
  title = 'Lihat Berdasarkan Kota',
}: {
  cities: CityLink[] | undefined;
  isLoading?: boolean;
  title?: string;
}) {
  if (!isLoading && (!cities || cities.length === 0)) return null;
  return (
    <section aria-labelledby="city-panel-title">
      <h2 id="city-panel-title" className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 md:grid-cols-3">
        {isLoading || !cities
          ? Array.from({ length: MAX_CITIES }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-[4.5rem]" />
              </li>
            ))
          : cities.slice(0, MAX_CITIES).map((city) => (
              <li key={city.href}>
                <Link
                  to={city.href}
                  className="flex h-[4.5rem] items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 hover:border-brand-600 hover:bg-brand-50"
                >
                  <Building2 className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{city.name}</span>
                    <span className="block text-sm text-slate-700">
                      {formatNumber(city.schoolCount)} sekolah
                    </span>
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
