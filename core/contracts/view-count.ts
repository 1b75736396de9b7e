import { z } from 'zod';

/** GET /api/schools/{id}/view-count: admin roles only (SPEC §2 quick actions, §6) */
export const viewCountSchema = z.object({ count: z.number().int().nonnegative() });
export type ViewCount = z.infer<typeof viewCountSchema>;
