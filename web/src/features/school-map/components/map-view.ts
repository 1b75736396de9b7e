// Where the results map looks: its visible area as the API takes it, and the
// area that shows every school of an answer.
import L from 'leaflet';
import type { SchoolMapResponse } from '@core/contracts/school-map';

export interface MapView {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
}

/** the server's cluster radius (api/modules/school-map), in pixels of a 256-pixel tile */
const CLUSTER_RADIUS_PX = 48;

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The visible area, rounded (nearby views share a cached answer), clamped to the world. */
export function viewOf(map: L.Map): MapView {
  const bounds = map.getBounds();
  return {
    west: round(Math.max(-180, bounds.getWest())),
    south: round(Math.max(-90, bounds.getSouth())),
    east: round(Math.min(180, bounds.getEast())),
    north: round(Math.min(90, bounds.getNorth())),
    zoom: Math.round(map.getZoom()),
  };
}

/**
 * The area holding every school of an answer made at `zoom`: a group's
 * members lie within the cluster radius of its centre.
 */
export function boundsOf(answer: SchoolMapResponse, zoom: number): L.LatLngBounds | null {
  const reach = (CLUSTER_RADIUS_PX / (256 * 2 ** zoom)) * 360;
  const corners: L.LatLngTuple[] = [];
  for (const cluster of answer.clusters)
    corners.push(
      [cluster.lat - reach, cluster.lng - reach],
      [cluster.lat + reach, cluster.lng + reach],
    );
  for (const school of answer.schools) corners.push([school.lat, school.lng]);
  return corners.length > 0 ? L.latLngBounds(corners) : null;
}
