import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LocateFixed, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/select-field';
import { districtsQuery } from '@web/lib/regions';
import { roundCoordinate } from '../discovery-filters';
import type { FilterPatch, SchoolFilters } from '../filters';
import { useCityCode } from './discovery-fields';
import { CitySelect, ProvinceSelect } from './fields';

const DEFAULT_RADIUS_KM = 10;
const RADII = [2, 5, 10, 25];

type Locating = 'idle' | 'asking' | 'denied' | 'unavailable';

const FAILURES: Record<'denied' | 'unavailable', string> = {
  denied: 'Izin lokasi ditolak. Anda tetap bisa memilih kecamatan di bawah ini.',
  unavailable: 'Lokasi Anda tidak dapat ditemukan. Coba lagi atau pilih kecamatan.',
};

/**
 * 'Sekolah terdekat': explains why the position is asked for before the
 * browser asks, then sorts by distance from it, or from the centre of a
 * kecamatan the parent picks instead. The position goes into the URL rounded
 * to about 100 m: enough to sort by, and all a shared link reveals.
 */
export function NearMe({
  filters,
  onChange,
}: {
  filters: SchoolFilters;
  onChange: (patch: FilterPatch) => void;
}) {
  const [open, setOpen] = useState(false);
  const [locating, setLocating] = useState<Locating>('idle');
  const panelId = useId();
  const positioned = filters.lat !== undefined && filters.lng !== undefined;

  const applyOrigin = (lat: number, lng: number) => {
    onChange({
      lat: roundCoordinate(lat),
      lng: roundCoordinate(lng),
      sort: 'distance',
      radiusKm: filters.radiusKm ?? DEFAULT_RADIUS_KM,
    });
    setOpen(false);
  };

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocating('unavailable');
    setLocating('asking');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        applyOrigin(position.coords.latitude, position.coords.longitude);
      },
      (error) => setLocating(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  };

  if (positioned && !open)
    return (
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label="Jarak dari lokasi"
          value={String(filters.radiusKm ?? 'all')}
          onChange={(event) =>
            onChange({
              radiusKm: event.target.value === 'all' ? undefined : Number(event.target.value),
            })
          }
        >
          {RADII.map((km) => (
            <option key={km} value={km}>
              Dalam {km} km
            </option>
          ))}
          <option value="all">Semua jarak</option>
        </SelectField>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <LocateFixed aria-hidden="true" />
          Ubah lokasi
        </Button>
        <Button
          variant="ghost"
          onClick={() => onChange({ lat: undefined, lng: undefined, radiusKm: undefined })}
        >
          <X aria-hidden="true" />
          Hapus lokasi
        </Button>
      </div>
    );

  return (
    <div className="w-full">
      {!open && (
        <Button
          variant="outline"
          aria-expanded={false}
          aria-controls={panelId}
          onClick={() => setOpen(true)}
        >
          <LocateFixed aria-hidden="true" />
          Sekolah terdekat
        </Button>
      )}
      {open && (
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
              onClick={() => setOpen(false)}
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
          <DistrictPicker filters={filters} onPick={applyOrigin} />
        </section>
      )}
    </div>
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
