import { pipeline } from 'node:stream/promises';
import { Router, type Response } from 'express';
import { exportIdParamsSchema } from '@core/contracts/exports';
import { attachmentDisposition } from '@storage/storage';
import type { AppDeps } from '../../deps';
import { requireSiteAdmin } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { rateLimit, type ThrottleRule } from '../../http/rate-limit';
import { validParams } from '../../http/validate';
import { ExportsService, type ExportFile } from './exports.service';

/** An export reads the whole registry: a few per admin and hour are plenty. */
const EXPORT_RATE_LIMIT: ThrottleRule = {
  points: 10,
  windowSeconds: 60 * 60,
  blockSeconds: 15 * 60,
};

async function sendFile(res: Response, file: ExportFile): Promise<void> {
  res.status(200);
  res.set({
    'Content-Type': file.contentType,
    'Content-Length': String(file.contentLength),
    'Content-Disposition': attachmentDisposition(file.fileName),
    'X-Content-Type-Options': 'nosniff',
  });
  try {
    await pipeline(file.body, res);
  } catch (error) {
    // the browser went away mid-download: nothing to answer
    if (!res.destroyed) throw error;
  }
}

/**
 * SPEC §7 GET /api/schools/export-csv (site admins): asks the worker for the
 * file, waits for it (EXPORT_WAIT_MS) and sends it as a dated download; when
 * it takes longer, answers 202 with the export, whose status and download
 * GET /api/exports/{id} gives.
 */
export function exportRoutes({ sql, redis, config, storage }: AppDeps): Router {
  const service = new ExportsService(sql, storage);
  const router = Router();

  router.get(
    '/api/schools/export-csv',
    requireSiteAdmin,
    rateLimit(redis, config.REDIS_PREFIX, {
      name: 'exports',
      keyBy: 'user-or-ip',
      ...EXPORT_RATE_LIMIT,
    }),
    async (req, res) => {
      privateNoStore(res);
      const requested = await service.request(req.user!.id);
      // stop waiting when the browser gives up
      const gone = new AbortController();
      const giveUp = () => gone.abort();
      res.once('close', giveUp);
      const row = await service.waitFor(requested.id, config.EXPORT_WAIT_MS, gone.signal);
      if (gone.signal.aborted) return;
      // the file's pipeline adds its own listeners to the response
      res.off('close', giveUp);
      if (row.state === 'done' || row.state === 'failed') {
        await sendFile(res, await service.open(row));
        return;
      }
      res
        .status(202)
        .location(`/api/exports/${row.id}`)
        .json(await service.status(row));
    },
  );

  router.get('/api/exports/:id', requireSiteAdmin, async (req, res) => {
    const { id } = validParams(req, exportIdParamsSchema);
    privateNoStore(res);
    res.json(await service.status(await service.find(req.user!.id, id)));
  });

  return router;
}
