import { useEffect, useState } from 'react';
import type { GeoPoint } from '@core/contracts/search';

const KEY = 'biaya-sekolah:origin';
/** a position older than this is not 'known' any more */
const FRESH_MS = 30 * 24 * 3600 * 1000;

/** Keeps the parent's position (from 'Sekolah terdekat') for pages that show distances later. */
export function rememberOrigin(origin: GeoPoint): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ lat: origin.lat, lng: origin.lng, at: Date.now() }));
  } catch {
    // private mode or storage full: distances are a convenience
  }
}

/** The parent's remembered position, read after hydration (the server never knows it). */
export function useKnownOrigin(): GeoPoint | undefined {
  const [origin, setOrigin] = useState<GeoPoint>();
  useEffect(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as
        (GeoPoint & { at: number }) | null;
      if (
        saved &&
        Number.isFinite(saved.lat) &&
        Number.isFinite(saved.lng) &&
        Date.now() - saved.at < FRESH_MS
      )
        setOrigin({ lat: saved.lat, lng: saved.lng });
    } catch {
      // unreadable: no distance
    }
  }, []);
  return origin;
}
