import { useQuery } from '@tanstack/react-query';
import { Building2, Map, MapPinned, School } from 'lucide-react';
import { formatNumber } from '@core/format';
import { statsQuery } from '../api/locations';

/** Total Sekolah, Provinsi, Kota/Kabupaten, Daerah; each 0 until loaded (SPEC §2). */
export function StatsStrip() {
  const { data } = useQuery(statsQuery());
  const items = [
    { label: 'Total Sekolah', value: data?.totalSchools ?? 0, icon: School },
    { label: 'Provinsi', value: data?.totalProvinces ?? 0, icon: Map },
    { label: 'Kota/Kabupaten', value: data?.totalCities ?? 0, icon: Building2 },
    { label: 'Daerah', value: data?.totalSubdistricts ?? 0, icon: MapPinned },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {items.map(({ label, value, icon: Icon }) => (
        <li
          key={label}
          className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4"
        >
          <Icon className="size-6 shrink-0 text-brand-600 sm:size-8" aria-hidden="true" />
          <p className="flex min-w-0 flex-col">
            <span className="text-xl font-bold text-slate-900 tabular-nums" data-stat={label}>
              {formatNumber(value)}
            </span>
            <span className="text-sm text-slate-700">{label}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
