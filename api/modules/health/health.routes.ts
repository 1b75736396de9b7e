import { Router } from 'express';
import type { AppDeps } from '../../deps';

/** 200 once the app can serve: database and search answer. */
export function healthRoutes({ sql, search }: AppDeps): Router {
  const router = Router();
  router.get('/api/health', async (_req, res) => {
    try {
      await sql`SELECT 1`;
      const documents = await search.count();
      res.json({ status: 'ok', search: search.kind, documents });
    } catch {
      res.status(503).json({
        status: 'unavailable',
        error: 'Layanan sedang tidak tersedia',
        code: 'UNAVAILABLE',
      });
    }
  });
  return router;
}
