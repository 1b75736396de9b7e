import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { citiesQuery, provincesQuery } from '@web/lib/regions';
import { LEVEL_OPTIONS } from '../level-options';

const ALL = 'all';

interface SelectFieldProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  className?: string;
}

/** 'all' is the select's "nothing chosen"; callers see undefined. */
const fromSelect = (value: string) => (value === ALL ? undefined : value);

export function ProvinceSelect({ value, onChange, className }: SelectFieldProps) {
  const id = useId();
  const provinces = useQuery(provincesQuery());
  // the URL may hold a code ('32') or a slug: the select works with slugs
  const match = provinces.data?.find((p) => p.slug === value || p.id === value);
  return (
    <div className={className}>
      <Label htmlFor={id}>Provinsi</Label>
      <NativeSelect
        id={id}
        className="mt-1.5"
        value={match?.slug ?? ALL}
        onChange={(event) => onChange(fromSelect(event.target.value))}
      >
        <option value={ALL}>Semua Provinsi</option>
        {provinces.data?.map((province) => (
          <option key={province.id} value={province.slug}>
            {province.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Disabled until a province is chosen, then filled with that province's cities. */
export function CitySelect({
  province,
  value,
  onChange,
  className,
}: SelectFieldProps & { province: string | undefined }) {
  const id = useId();
  const cities = useQuery(citiesQuery(province));
  const match = cities.data?.find((c) => c.slug === value || c.id === value);
  return (
    <div className={className}>
      <Label htmlFor={id}>Kota/Kabupaten</Label>
      <NativeSelect
        id={id}
        className="mt-1.5"
        value={province ? (match?.slug ?? ALL) : ALL}
        onChange={(event) => onChange(fromSelect(event.target.value))}
        disabled={!province}
      >
        <option value={ALL}>
          {province ? 'Semua Kota/Kabupaten' : 'Pilih provinsi terlebih dahulu'}
        </option>
        {cities.data?.map((city) => (
          <option key={city.id} value={city.slug}>
            {city.name}
          </option>
        ))}
      </NativeSelect>
      {cities.isError && <p className="mt-1 text-xs text-red-700">Failed to fetch cities</p>}
    </div>
  );
}

/** value is a LEVEL_OPTIONS value ('all', 'playgroup', 'tk', 'sd', ...). */
export function LevelSelect({ value, onChange, className }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id}>Jenjang Pendidikan</Label>
      <NativeSelect
        id={id}
        className="mt-1.5"
        value={value ?? ALL}
        onChange={(event) => onChange(fromSelect(event.target.value))}
      >
        {LEVEL_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
