import { lazy, Suspense, useId, useState } from 'react';
import { LocateFixed, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/select-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { roundCoordinate } from '../discovery-filters';
import type { FilterPatch, SchoolFilters } from '../filters';

const DEFAULT_RADIUS_KM = 10;
const RADII = [2, 5, 10, 25];

// the opened panel is not in the page's first load: fetched when the button is
// pointed at or focused, shown when tapped
const loadPanel = () => import('./near-me-panel');
const NearMePanel = lazy(async () => ({ default: (await loadPanel()).NearMePanel }));

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
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={() => setOpen(true)}
        >
          <LocateFixed aria-hidden="true" />
          Sekolah terdekat
        </Button>
      )}
      {open && (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <NearMePanel
            panelId={panelId}
            filters={filters}
            onPick={applyOrigin}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
