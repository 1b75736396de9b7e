import { z } from 'zod';

/** Settings of the api's protections (rate limits on reads, Content-Security-Policy sources). */
export const securityEnvSchema = z.object({
  /**
   * Pages and search and listing reads one client (a signed-in user, else a
   * browser by its signed cookie) may ask for per minute (429 beyond, with
   * Retry-After); 0 turns the limit off.
   */
  READ_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(300),
  /**
   * The same reads per IP address and minute, a coarse ceiling: many phones
   * share one address behind a carrier's NAT; 0 turns it off.
   */
  READ_RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().min(0).max(10_000_000).default(6000),
  /**
   * Map tiles, as a Leaflet URL template ('https://{s}.tile.example/{z}/{x}/{y}.png');
   * its origin is allowed for images in the Content-Security-Policy.
   */
  MAP_TILE_URL: z.string().optional(),
});
