import { z } from 'zod';

/** Settings of the api's protections (rate limits on reads, Content-Security-Policy sources). */
export const securityEnvSchema = z.object({
  /**
   * Search and listing reads one IP may make per minute (429 beyond, with
   * Retry-After); 0 turns the limit off. Many phones can share one address
   * behind a carrier's NAT, so this is far above what a person clicks.
   */
  READ_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(300),
  /**
   * Map tiles, as a Leaflet URL template ('https://{s}.tile.example/{z}/{x}/{y}.png');
   * its origin is allowed for images in the Content-Security-Policy.
   */
  MAP_TILE_URL: z.string().optional(),
});
export type SecurityConfig = z.output<typeof securityEnvSchema>;
