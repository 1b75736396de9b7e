// The results map. Leaflet lives only in this chunk, which the page loads
// with React.lazy when the parent opens the map: it never enters the first
// load, and server rendering never reaches it (the list shows first).
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './results-map.css';
import { formatNumber } from '@core/format';
import { mapConfigQuery } from '../api/map-config';
import { basemapQuery, schoolMapQuery, type MapParams } from '../api/school-map';
import { addBasemap } from './basemap-layers';
import { MapLegend } from './map-legend';
import { boundsOf, viewOf, type MapView } from './map-view';

export interface ResultsMapProps {
  /** the listing's filters (no page): the map shows every school matching them */
  params: MapParams;
  /** how many schools the listing found: those without a position are not on the map */
  listTotal?: number;
  /** the parent's position (or kecamatan centre) when sorting by distance */
  origin?: { lat: number; lng: number };
  /** the card of a tapped school */
  renderSchool: (slug: string) => ReactNode;
}

/** the whole world at the zoom the first fit starts from */
const EVERYWHERE: MapView = { west: -180, south: -90, east: 180, north: 90, zoom: 5 };
/** a fit is refined this often while every school is in view (groups shrink as it zooms) */
const REFITS = 3;

const icon = (html: string, size: number) =>
  L.divIcon({ className: '', html, iconSize: [size, size] });

/** Every school matching the filters in the visible area, grouped when dense. */
export default function ResultsMap({ params, listTotal, origin, renderSchool }: ResultsMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const config = useQuery(mapConfigQuery());
  const ready = config.isSuccess || config.isError;
  const tileUrl = config.data?.tileUrl ?? null;
  const attribution = config.data?.attribution ?? '';
  const basemap = useQuery({ ...basemapQuery(), enabled: ready && !tileUrl });
  const overall = useQuery(schoolMapQuery({ ...params, ...EVERYWHERE }));
  const visible = useQuery({
    ...schoolMapQuery({ ...params, ...(view ?? EVERYWHERE) }),
    enabled: view !== null,
  });
  const refits = useRef(0);
  const paramsKey = JSON.stringify(params);

  useEffect(() => {
    if (!ready || !element.current) return;
    const created = L.map(element.current, {
      scrollWheelZoom: false,
      attributionControl: true,
      preferCanvas: true,
      minZoom: 3,
      maxZoom: 18,
    });
    created.attributionControl.setPrefix(false);
    if (tileUrl) L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(created);
    created.setView([-2.5, 118], 4); // Indonesia
    const moved = () => setView(viewOf(created));
    created.on('moveend', moved);
    setMap(created);
    return () => {
      created.off('moveend', moved);
      created.remove();
      setMap(null);
    };
  }, [ready, tileUrl, attribution]);

  useEffect(() => {
    if (!map || !basemap.data) return;
    map.attributionControl.addAttribution(basemap.data.attribution);
    const remove = addBasemap(map, basemap.data);
    return () => {
      map.attributionControl.removeAttribution(basemap.data.attribution);
      remove();
    };
  }, [map, basemap.data]);

  // new filters: show all their schools again
  useEffect(() => {
    refits.current = 0;
    setSelected(null);
  }, [paramsKey]);

  useEffect(() => {
    if (!map || !overall.data || overall.isPlaceholderData || refits.current > 0) return;
    const bounds = boundsOf(overall.data, EVERYWHERE.zoom);
    refits.current = 1;
    if (bounds) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 15 });
  }, [map, overall.data, overall.isPlaceholderData]);

  const answer = visible.data;
  useEffect(() => {
    // the first fit was made from wide groups: closer in they shrink, so fit again
    if (!map || !answer || !view || visible.isPlaceholderData || !overall.data) return;
    if (refits.current === 0 || refits.current >= REFITS) return;
    if (answer.total !== overall.data.total) {
      refits.current = REFITS;
      return;
    }
    const bounds = boundsOf(answer, view.zoom);
    refits.current++;
    if (bounds && map.getBoundsZoom(bounds, false, L.point(48, 48)) > view.zoom)
      map.fitBounds(bounds, { padding: [24, 24], maxZoom: 15 });
    else refits.current = REFITS;
  }, [map, answer, view, visible.isPlaceholderData, overall.data]);

  useEffect(() => {
    if (!map || !answer) return;
    const layer = L.layerGroup();
    for (const cluster of answer.clusters) {
      const size = Math.min(56, 26 + Math.log10(cluster.count) * 10);
      const label = `${formatNumber(cluster.count)} sekolah`;
      L.marker([cluster.lat, cluster.lng], {
        icon: icon(
          `<span class="map-cluster" data-count="${cluster.count}" style="width:${size}px;height:${size}px">${formatNumber(cluster.count)}</span>`,
          size,
        ),
        title: `${label}: ketuk untuk memperbesar`,
        alt: label,
        keyboard: true,
      })
        .on('click', () => map.setView([cluster.lat, cluster.lng], map.getZoom() + 2))
        .addTo(layer);
    }
    for (const school of answer.schools)
      L.marker([school.lat, school.lng], {
        icon: icon(
          `<span class="map-dot ${school.slug === selected ? 'map-dot-selected' : 'map-dot-school'}" data-count="1"></span>`,
          20,
        ),
        title: school.name,
        alt: school.name,
        keyboard: true,
      })
        .on('click', () => setSelected(school.slug))
        .addTo(layer);
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, answer, selected]);

  const originLat = origin?.lat;
  const originLng = origin?.lng;
  useEffect(() => {
    if (!map || originLat === undefined || originLng === undefined) return;
    const you = L.marker([originLat, originLng], {
      icon: icon('<span class="map-dot map-dot-you"></span>', 20),
      title: 'Lokasi Anda',
      alt: 'Lokasi Anda',
      keyboard: false,
      zIndexOffset: 1000,
    }).addTo(map);
    return () => {
      you.remove();
    };
  }, [map, originLat, originLng]);

  const all = overall.data?.total;
  const unplaced = listTotal !== undefined && all !== undefined ? listTotal - all : 0;
  const status = useMemo(() => {
    if (!answer) return 'Memuat peta…';
    const shown = `${formatNumber(answer.total)} sekolah di area peta`;
    if (all === undefined || answer.total >= all) return shown;
    return `${shown} dari ${formatNumber(all)} yang cocok: geser atau perkecil peta untuk melihat lainnya.`;
  }, [answer, all]);

  return (
    <div>
      <div
        ref={element}
        role="region"
        aria-label="Peta hasil pencarian"
        data-total={answer?.total}
        // the zoom whose answer is drawn (tests wait for it)
        data-zoom={answer && !visible.isPlaceholderData ? view?.zoom : undefined}
        data-basemap={!tileUrl && basemap.isSuccess ? 'shipped' : tileUrl ? 'tiles' : undefined}
        className="results-map h-[24rem] w-full overflow-hidden rounded-lg border border-slate-200 sm:h-[28rem]"
      />
      <MapLegend withOrigin={origin !== undefined} />
      <p className="mt-1 text-sm text-slate-600" role="status" data-testid="map-status">
        {status}
        {unplaced > 0 &&
          ` ${formatNumber(unplaced)} sekolah belum punya lokasi yang dapat dipercaya, jadi tidak tampil di peta.`}
      </p>
      {selected && (
        <div className="mt-3" aria-live="polite">
          {renderSchool(selected)}
        </div>
      )}
    </div>
  );
}
