import { Router } from 'express';
import { ownSubmissionParamsSchema } from '@core/contracts/resubmissions';
import { resendInputSchema } from '@core/contracts/submissions';
import type { AppDeps } from '../../deps';
import { requireUser } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { rateLimit } from '../../http/rate-limit';
import { validBody, validParams } from '../../http/validate';
import { ResendService } from './resend.service';
import { SUBMISSION_RATE_LIMIT } from './submissions.routes';

/**
 * Issue 21 (beyond SPEC): a contributor reads one of their own contributions
 * to correct it, and resends it once rejected.
 */
export function resendRoutes({ sql, redis, config, storage }: AppDeps): Router {
  const service = new ResendService(sql, storage);
  const router = Router();

  router.get('/api/me/submissions/:id', requireUser, async (req, res) => {
    const { id } = validParams(req, ownSubmissionParamsSchema);
    const submission = await service.own(req.user!.id, id);
    privateNoStore(res);
    res.json(submission);
  });

  router.post(
    '/api/me/submissions/:id/resend',
    requireUser,
    rateLimit(redis, config.REDIS_PREFIX, {
      name: 'submissions',
      keyBy: 'user-or-ip',
      ...SUBMISSION_RATE_LIMIT,
    }),
    async (req, res) => {
      const { id } = validParams(req, ownSubmissionParamsSchema);
      const input = validBody(req, resendInputSchema);
      const submission = await service.resend(req.user!.id, id, input);
      privateNoStore(res);
      res.json(submission);
    },
  );

  return router;
}
