import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { StatusFilter } from '@core/discovery';
import { Input } from '@web/components/ui/input';
import { SelectField } from '@web/components/ui/select-field';
import { citiesQuery, districtsQuery } from '@web/lib/regions';

const ALL = 'all';

export function StatusSelect({
  value,
  onChange,
}: {
  value: StatusFilter | undefined;
  onChange: (value: StatusFilter | undefined) => void;
}) {
  return (
    <SelectField
      label="Status Sekolah"
      value={value ?? ALL}
      onChange={(event) =>
        onChange(event.target.value === ALL ? undefined : (event.target.value as StatusFilter))
      }
    >
      <option value={ALL}>Negeri dan Swasta</option>
      <option value="negeri">Negeri</option>
      <option value="swasta">Swasta</option>
    </SelectField>
  );
}

/** The city's code from the province's city list (the URL names it by slug). */
export function useCityCode(province: string | undefined, city: string | undefined) {
  const cities = useQuery(citiesQuery(province));
  return cities.data?.find((c) => c.slug === city || c.id === city)?.id;
}

/** Kecamatan of the chosen city; disabled until a city is chosen. */
export function DistrictSelect({
  province,
  city,
  value,
  onChange,
}: {
  province: string | undefined;
  city: string | undefined;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const cityCode = useCityCode(province, city);
  const districts = useQuery(districtsQuery(city ? cityCode : undefined));
  return (
    <SelectField
      label="Kecamatan"
      value={city ? (value ?? ALL) : ALL}
      disabled={!city}
      onChange={(event) => onChange(event.target.value === ALL ? undefined : event.target.value)}
    >
      <option value={ALL}>
        {city ? 'Semua Kecamatan' : 'Pilih kota/kabupaten terlebih dahulu'}
      </option>
      {districts.data?.map((district) => (
        <option key={district.id} value={district.id}>
          {district.name}
        </option>
      ))}
    </SelectField>
  );
}

export function HasFeesCheck(props: { checked: boolean; onChange: (checked: boolean) => void }) {
  return <FilterCheck {...props} label="Hanya yang ada data biaya" />;
}

/** 'Pendaftaran dibuka' (issue 23): schools whose SPMB/PPDB registration is open today. */
export function RegistrationOpenCheck(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return <FilterCheck {...props} label="Pendaftaran dibuka" />;
}

/** 'Tanpa SPP': schools whose SPP is Rp0, by their own price list or a fee rule (issue 20). */
export function NoSppCheck({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FilterCheck
      label="Tanpa SPP (Rp 0, termasuk menurut aturan)"
      checked={checked}
      onChange={onChange}
    />
  );
}

function FilterCheck({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 pt-1">
      <input
        id={id}
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-brand-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}

/** Two rupiah fields side by side under one legend; values are what the parent typed. */
export function RupiahRange({
  label,
  min,
  max,
  onMin,
  onMax,
}: {
  label: string;
  min: string;
  max: string;
  onMin: (value: string) => void;
  onMax: (value: string) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-900">{label} (Rp)</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-2">
        <Input
          aria-label={`${label} minimal`}
          placeholder="Minimal"
          inputMode="numeric"
          value={min}
          onChange={(event) => onMin(event.target.value)}
        />
        <Input
          aria-label={`${label} maksimal`}
          placeholder="Maksimal"
          inputMode="numeric"
          value={max}
          onChange={(event) => onMax(event.target.value)}
        />
      </div>
    </fieldset>
  );
}
