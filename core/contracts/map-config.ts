/** GET /api/map-config (zod-free: the map chunk imports it) */
export interface MapConfig {
  /** tile URL template with {z}, {x}, {y} (and optionally {s}); null: no tiles */
  tileUrl: string | null;
  attribution: string | null;
}
