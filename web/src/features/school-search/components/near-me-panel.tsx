import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LocateFixed, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/select-field';
import { districtsQuery } from '@web/lib/regions';
import type { SchoolFilters } from '../filters';
import { useCityCode } from './discovery-fields';
import { CitySelect, ProvinceSelect } from './fields';

type Locating = 'idle' | 'asking' | 'denied' | 'unavailable';

const FAILURES: Record<'denied' | 'unavailable', string> = {
  denied: 'Izin lokasi ditolak. Anda tetap bisa memilih kecamatan di bawah ini.',
  unavailable: 'Lokasi Anda tidak dapat ditemukan. Coba lagi atau pilih kecamatan.',
};

/**
 * The opened 'Sekolah terdekat' panel (near-me.tsx loads it on the first
 * tap): why the position is asked for, the browser's position, or the
 * centre of a kecamatan.
 */
export function NearMePanel({
  panelId,
  filters,
  onPick,
  onClose,
}: {
  panelId: string;
  filters: SchoolFilters;
  onPick: (lat: number, lng: number) => void;
  onClose: () => void;
}) {
  const [locating, setLocating] = useState<Locating>('idle');

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocating('unavailable');
    setLocating('asking');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        onPick(position.coords.latitude, position.coords.longitude);
      },
      (error) => setLocating(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  };

  return (
    <section
      id={panelId}
      aria-labelledby={`${panelId}-title`}
      className="rounded-lg border border-brand-100 bg-brand-50 p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={`${panelId}-title`} className="font-semibold text-slate-900">
          Sekolah terdekat
        </h3>
        <button
          type="button"
          className="rounded p-1 text-slate-600 hover:bg-white"
          aria-label="Tutup"
          onClick={onClose}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Untuk mengurutkan sekolah dari yang terdekat, kami memerlukan lokasi Anda. Lokasi hanya
        dipakai untuk pencarian ini dan tidak kami simpan.
      </p>
      <Button className="mt-3" onClick={locate} disabled={locating === 'asking'}>
        <LocateFixed aria-hidden="true" />
        {locating === 'asking' ? 'Mencari lokasi...' : 'Gunakan lokasi saya'}
      </Button>
      {(locating === 'denied' || locating === 'unavailable') && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {FAILURES[locating]}
        </p>
      )}
      <DistrictPicker filters={filters} onPick={onPick} />
    </section>
  );
}

/** Or a kecamatan: its schools' median position is the origin. */
function DistrictPicker({
  filters,
  onPick,
}: {
  filters: SchoolFilters;
  onPick: (lat: number, lng: number) => void;
}) {
  const [province, setProvince] = useState(filters.province);
  const [city, setCity] = useState(filters.city);
  const cityCode = useCityCode(province, city);
  const districts = useQuery(districtsQuery(city ? cityCode : undefined));
  const placed = districts.data?.filter((district) => district.center) ?? [];
  return (
    <div className="mt-4 border-t border-brand-100 pt-3">
      <p className="text-sm font-medium text-slate-800">Atau pilih kecamatan:</p>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        <ProvinceSelect
          value={province}
          onChange={(next) => {
            setProvince(next);
            setCity(undefined);
          }}
        />
        <CitySelect province={province} value={city} onChange={setCity} />
        <SelectField
          label="Kecamatan"
          value="none"
          disabled={!city || placed.length === 0}
          onChange={(event) => {
            const district = placed.find((d) => d.id === event.target.value);
            if (district?.center) onPick(district.center.lat, district.center.lng);
          }}
        >
          <option value="none">{city ? 'Pilih kecamatan' : 'Pilih kota/kabupaten dulu'}</option>
          {placed.map((district) => (
            <option key={district.id} value={district.id}>
              {district.name}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
