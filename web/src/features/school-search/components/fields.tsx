import { useQuery } from '@tanstack/react-query';
import { SelectField } from '@web/components/ui/select-field';
import { citiesQuery, provincesQuery } from '@web/lib/regions';
import { LEVEL_OPTIONS } from '../level-options';

const ALL = 'all';

interface FilterSelectProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  className?: string;
}

/** 'all' is the select's "nothing chosen"; callers see undefined. */
const fromSelect = (value: string) => (value === ALL ? undefined : value);

export function ProvinceSelect({ value, onChange, className }: FilterSelectProps) {
  const provinces = useQuery(provincesQuery());
  // the URL may hold a code ('32') or a slug: the select works with slugs
  const match = provinces.data?.find((p) => p.slug === value || p.id === value);
  return (
    <SelectField
      label="Provinsi"
      className={className}
      value={match?.slug ?? ALL}
      onChange={(event) => onChange(fromSelect(event.target.value))}
    >
      <option value={ALL}>Semua Provinsi</option>
      {provinces.data?.map((province) => (
        <option key={province.id} value={province.slug}>
          {province.name}
        </option>
      ))}
    </SelectField>
  );
}

/** Disabled until a province is chosen, then filled with that province's cities. */
export function CitySelect({
  province,
  value,
  onChange,
  className,
}: FilterSelectProps & { province: string | undefined }) {
  const cities = useQuery(citiesQuery(province));
  const match = cities.data?.find((c) => c.slug === value || c.id === value);
  return (
    <SelectField
      label="Kota/Kabupaten"
      className={className}
      value={province ? (match?.slug ?? ALL) : ALL}
      onChange={(event) => onChange(fromSelect(event.target.value))}
      disabled={!province}
      after={cities.isError && <p className="mt-1 text-xs text-red-700">Failed to fetch cities</p>}
    >
      <option value={ALL}>
        {province ? 'Semua Kota/Kabupaten' : 'Pilih provinsi terlebih dahulu'}
      </option>
      {cities.data?.map((city) => (
        <option key={city.id} value={city.slug}>
          {city.name}
        </option>
      ))}
    </SelectField>
  );
}

/** value is a LEVEL_OPTIONS value ('all', 'playgroup', 'tk', 'sd', ...). */
export function LevelSelect({ value, onChange, className }: FilterSelectProps) {
  return (
    <SelectField
      label="Jenjang Pendidikan"
      className={className}
      value={value ?? ALL}
      onChange={(event) => onChange(fromSelect(event.target.value))}
    >
      {LEVEL_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
