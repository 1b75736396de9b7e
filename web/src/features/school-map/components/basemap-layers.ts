// The shipped basemap drawn with Leaflet: land on a sea-coloured background,
// province and regency borders, and their names at the zooms they fit.
import L from 'leaflet';
import type { Basemap } from '../api/school-map';

/** regency borders and names from this zoom on; province names up to the one before */
const REGENCY_ZOOM = 8;

/** A delta-encoded line ([x0, y0, dx1, dy1, ...] in 1/scale degree) as Leaflet points. */
function decodeLine(encoded: readonly number[], scale: number): L.LatLngTuple[] {
  const out: L.LatLngTuple[] = [];
  let x = 0;
  let y = 0;
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    x += encoded[i]!;
    y += encoded[i + 1]!;
    out.push([y / scale, x / scale]);
  }
  return out;
}

const label = (name: string, className: string) =>
  L.divIcon({
    className: '',
    html: `<span class="${className}">${escapeHtml(name)}</span>`,
    iconSize: [0, 0],
  });

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Adds the basemap to a map; names and regency borders follow the zoom. */
export function addBasemap(map: L.Map, basemap: Basemap): () => void {
  const renderer = L.canvas({ padding: 0.2 });
  const decode = (line: readonly number[]) => decodeLine(line, basemap.scale);
  const land = L.polygon(basemap.land.map(decode), {
    renderer,
    interactive: false,
    color: '#94a3b8',
    weight: 1,
    fillColor: '#f8f6f1',
    fillOpacity: 1,
  });
  const provinceBorders = L.polyline(basemap.provinceBorders.map(decode), {
    renderer,
    interactive: false,
    color: '#64748b',
    weight: 1.5,
    dashArray: '6 3',
  });
  const regencyBorders = L.polyline(basemap.regencyBorders.map(decode), {
    renderer,
    interactive: false,
    color: '#cbd5e1',
    weight: 1,
  });
  const names = (entries: Basemap['provinces'], className: string) =>
    L.layerGroup(
      entries.map((entry) =>
        L.marker([entry.lat, entry.lng], {
          icon: label(entry.name, className),
          interactive: false,
          keyboard: false,
        }),
      ),
    );
  const provinceNames = names(basemap.provinces, 'map-label map-label-province');
  const regencyNames = names(basemap.regencies, 'map-label map-label-regency');
  land.addTo(map);
  provinceBorders.addTo(map);
  const follow = () => {
    const near = map.getZoom() >= REGENCY_ZOOM;
    toggle(map, regencyBorders, near);
    toggle(map, regencyNames, near);
    toggle(map, provinceNames, !near);
  };
  follow();
  map.on('zoomend', follow);
  return () => {
    map.off('zoomend', follow);
    for (const layer of [land, provinceBorders, regencyBorders, provinceNames, regencyNames])
      layer.remove();
  };
}

function toggle(map: L.Map, layer: L.Layer, on: boolean): void {
  if (on && !map.hasLayer(layer)) layer.addTo(map);
  else if (!on && map.hasLayer(layer)) layer.remove();
}
