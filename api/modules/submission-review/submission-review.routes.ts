import { Router } from 'express';
import {
  approveSubmissionSchema,
  rejectSubmissionSchema,
  submissionIdParamsSchema,
} from '@core/contracts/submission-review';
import type { AppDeps } from '../../deps';
import { requireSiteAdmin } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { validBody, validParams } from '../../http/validate';
import { SubmissionReviewService } from './submission-review.service';

/** Approve or reject a contribution: site admins only (issue 8). */
export function submissionReviewRoutes({ sql }: AppDeps): Router {
  const service = new SubmissionReviewService(sql);
  const router = Router();

  router.post('/api/school-submissions/:id/approve', requireSiteAdmin, async (req, res) => {
    const { id } = validParams(req, submissionIdParamsSchema);
    const input = validBody(req, approveSubmissionSchema);
    const result = await service.approve(req.user!, id, input);
    privateNoStore(res);
    res.json(result);
  });

  router.post('/api/school-submissions/:id/reject', requireSiteAdmin, async (req, res) => {
    const { id } = validParams(req, submissionIdParamsSchema);
    const { reason } = validBody(req, rejectSubmissionSchema);
    const submission = await service.reject(req.user!, id, reason);
    privateNoStore(res);
    res.json(submission);
  });

  return router;
}
