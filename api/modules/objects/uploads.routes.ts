import { Router } from 'express';
import type { UploadUrlResponse } from '@core/contracts/submissions';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { rateLimit, type ThrottleRule } from '../../http/rate-limit';
import { uploadIdParamsSchema } from '@core/contracts/readings';
import { validParams } from '../../http/validate';
import { ReadingsService } from './readings.service';
import { UploadsService } from './uploads.service';

/**
 * Per user: a submission takes up to 10 files, and pausing or retrying a file
 * asks for a new URL; 60 in 15 minutes leaves room for that and stops a script
 * from filling the storage.
 */
export const UPLOAD_RATE_LIMIT: ThrottleRule = {
  points: 60,
  windowSeconds: 15 * 60,
  blockSeconds: 15 * 60,
};

/**
 * POST /api/objects/upload: signed-in users; no body; answers { uploadURL,
 * uploadHeaders, uploadId }. GET /api/objects/uploads/{uploadId}/reading:
 * the worker's reading of it (issue 21), for its uploader and site admins.
 */
export function uploadRoutes({ sql, redis, config, storage }: AppDeps): Router {
  const service = new UploadsService(sql, storage);
  const readings = new ReadingsService(sql, storage);
  const router = Router();

  router.post(
    '/api/objects/upload',
    requireUser,
    rateLimit(redis, config.REDIS_PREFIX, {
      name: 'uploads',
      keyBy: 'user-or-ip',
      ...UPLOAD_RATE_LIMIT,
    }),
    async (req, res) => {
      const { uploadURL, uploadHeaders, uploadId } = await service.createUploadUrl(req.user!.id);
      privateNoStore(res);
      res.json({ uploadURL, uploadHeaders, uploadId } satisfies UploadUrlResponse);
    },
  );

  router.get('/api/objects/uploads/:uploadId/reading', requireUser, async (req, res) => {
    const { uploadId } = validParams(req, uploadIdParamsSchema);
    const reading = await readings.reading(req.user!, uploadId.toLowerCase());
    privateNoStore(res);
    res.json(reading);
  });

  return router;
}
