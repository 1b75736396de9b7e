// The results map. Leaflet lives only in this chunk, which the page loads
// with React.lazy when the parent switches to the map: it never enters the
// first load, and server rendering never reaches it (the list shows first).
import { useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { ListedSchool } from '@core/contracts/schools';
import { formatDistance } from '@core/format';
import { mapConfigQuery } from '../api/map-config';

export interface ResultsMapProps {
  schools: readonly ListedSchool[];
  /** the parent's position (or kecamatan centre) when sorting by distance */
  origin?: { lat: number; lng: number };
  /** opens a school's page */
  onOpen: (school: ListedSchool) => void;
}

const dot = (className: string) =>
  L.divIcon({ className: '', html: `<span class="${className}"></span>`, iconSize: [20, 20] });

/** Markers of the current results; each opens its school (click, or Enter when focused). */
export default function ResultsMap({ schools, origin, onOpen }: ResultsMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const config = useQuery(mapConfigQuery());
  const ready = config.isSuccess || config.isError;
  const tileUrl = config.data?.tileUrl ?? null;
  const attribution = config.data?.attribution ?? '';
  const placed = useMemo(() => schools.filter((school) => school.geo), [schools]);
  // the latest callback without rebuilding the map when the page re-renders
  const open = useRef(onOpen);
  useEffect(() => {
    open.current = onOpen;
  }, [onOpen]);
  const originLat = origin?.lat;
  const originLng = origin?.lng;

  useEffect(() => {
    if (!ready || !element.current) return;
    const map = L.map(element.current, { scrollWheelZoom: false, attributionControl: !!tileUrl });
    if (tileUrl) L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
    const points: L.LatLngExpression[] = [];
    for (const school of placed) {
      const { lat, lng } = school.geo!;
      const distance =
        typeof school.distanceKm === 'number' ? ` (${formatDistance(school.distanceKm)})` : '';
      L.marker([lat, lng], {
        icon: dot('block size-5 rounded-full border-2 border-white bg-brand-600 shadow'),
        title: `${school.name}${distance}`,
        alt: school.name,
        keyboard: true,
      })
        .bindTooltip(`${school.name}${distance}`)
        .on('click', () => open.current(school))
        .addTo(map);
      points.push([lat, lng]);
    }
    if (originLat !== undefined && originLng !== undefined) {
      L.marker([originLat, originLng], {
        icon: dot('block size-5 rounded-full border-2 border-white bg-amber-500 shadow'),
        title: 'Lokasi Anda',
        alt: 'Lokasi Anda',
        keyboard: false,
      }).addTo(map);
      points.push([originLat, originLng]);
    }
    if (points.length > 0)
      map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 15 });
    else map.setView([-2.5, 118], 4); // Indonesia
    return () => {
      map.remove();
    };
  }, [ready, tileUrl, attribution, placed, originLat, originLng]);

  const missing = schools.length - placed.length;
  return (
    <div>
      <div
        ref={element}
        role="region"
        aria-label="Peta hasil pencarian"
        className="h-[28rem] w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
      />
      {missing > 0 && (
        <p className="mt-2 text-sm text-slate-600">
          {missing} sekolah di halaman ini belum punya lokasi yang dapat dipercaya, jadi tidak
          tampil di peta.
        </p>
      )}
    </div>
  );
}
