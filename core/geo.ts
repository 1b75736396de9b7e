// Distances on the Earth for 'Sekolah terdekat' (isomorphic: api, engines and web).

/** mean Earth radius (IUGG), km */
const EARTH_RADIUS_KM = 6371.0088;

export interface LatLng {
  lat: number;
  lng: number;
}

const RAD = Math.PI / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A point on the unit sphere: straight-line (chord) distances between them order like great-circle ones. */
export function unitVector(lat: number, lng: number): [number, number, number] {
  const phi = lat * RAD;
  const lambda = lng * RAD;
  const c = Math.cos(phi);
  return [c * Math.cos(lambda), c * Math.sin(lambda), Math.sin(phi)];
}

/** The squared chord of the unit sphere that spans `km` of great circle. */
export function chordSquaredForKm(km: number): number {
  const half = Math.min(km / EARTH_RADIUS_KM, Math.PI) / 2;
  return (2 * Math.sin(half)) ** 2;
}
