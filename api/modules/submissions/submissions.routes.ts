import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { submissionListQuerySchema } from '@core/contracts/submission-review';
import { submissionFileParamsSchema, submissionInputSchema } from '@core/contracts/submissions';
import { attachmentDisposition } from '@storage/storage';
import type { AppDeps } from '../../deps';
import { requireSiteAdmin, requireUser } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { HttpError } from '../../http/errors';
import { rateLimit, type ThrottleRule } from '../../http/rate-limit';
import { validBody, validParams, validQuery } from '../../http/validate';
import { FILE_CHANGED, SubmissionsService } from './submissions.service';

/** Per user: a parent sends a few schools' data in a sitting, not dozens. */
export const SUBMISSION_RATE_LIMIT: ThrottleRule = {
  points: 20,
  windowSeconds: 60 * 60,
  blockSeconds: 15 * 60,
};

/**
 * SPEC §7 school submissions: any signed-in user sends one; site admins list
 * them and download their files (as attachments, only once the worker
 * checked them).
 */
export function submissionRoutes({ sql, redis, config, storage }: AppDeps): Router {
  const service = new SubmissionsService(sql, storage);
  const router = Router();

  router.post(
    '/api/school-submissions',
    requireUser,
    rateLimit(redis, config.REDIS_PREFIX, {
      name: 'submissions',
      keyBy: 'user-or-ip',
      ...SUBMISSION_RATE_LIMIT,
    }),
    async (req, res) => {
      const input = validBody(req, submissionInputSchema);
      const submission = await service.create(req.user!.id, input);
      privateNoStore(res);
      res.status(201).json(submission);
    },
  );

  router.get('/api/school-submissions', requireSiteAdmin, async (req, res) => {
    const { status } = validQuery(req, submissionListQuerySchema);
    privateNoStore(res);
    res.json(await service.list(status));
  });

  router.get(
    '/api/objects/download/:submissionId/:fileIndex',
    requireSiteAdmin,
    async (req, res) => {
      const { submissionId, fileIndex } = validParams(req, submissionFileParamsSchema);
      const file = await service.openFile(submissionId, fileIndex).catch((error: unknown) => {
        if (error instanceof HttpError && error.message === FILE_CHANGED)
          req.log?.error({ submissionId, fileIndex }, 'a checked contribution file changed');
        throw error;
      });
      privateNoStore(res);
      res.set({
        'Content-Type': file.contentType,
        'Content-Length': String(file.contentLength),
        'Content-Disposition': attachmentDisposition(file.name),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
      try {
        await pipeline(file.body, res);
      } catch (error) {
        // a download the browser cancelled is not worth a log line
        if (req.destroyed) return;
        req.log?.error({ err: error, submissionId, fileIndex }, 'sending a submission file failed');
        res.destroy();
      }
    },
  );

  return router;
}
