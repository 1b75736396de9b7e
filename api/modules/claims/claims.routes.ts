import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import {
  claimFileParams,
  claimIdParams,
  claimInputSchema,
  claimListQuerySchema,
  rejectClaimSchema,
} from '@core/contracts/claims';
import { schoolIdParams } from '@core/contracts/school-profile';
import { attachmentDisposition } from '@storage/storage';
import type { AppDeps } from '../../deps';
import { requireSiteAdmin, requireUser } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { rateLimit, type ThrottleRule } from '../../http/rate-limit';
import { validBody, validParams, validQuery } from '../../http/validate';
import { notifyUser } from './notify';
import { ClaimsService } from './claims.service';

/** A person claims a school or two, not dozens: 10 claims a day per user. */
const CLAIM_RATE_LIMIT: ThrottleRule = {
  points: 10,
  windowSeconds: 24 * 3600,
  blockSeconds: 3600,
};

/**
 * Claiming a school (issue 23): signed-in users send a claim; site admins
 * list them, download the proof and decide. Who may call: docs/authorization.md.
 */
export function claimRoutes({ sql, redis, config, storage }: AppDeps): Router {
  const service = new ClaimsService(sql, storage, notifyUser);
  const router = Router();

  router.post(
    '/api/schools/:id/claims',
    requireUser,
    rateLimit(redis, config.REDIS_PREFIX, {
      name: 'claims',
      keyBy: 'user-or-ip',
      ...CLAIM_RATE_LIMIT,
    }),
    async (req, res) => {
      const { id } = validParams(req, schoolIdParams);
      const input = validBody(req, claimInputSchema);
      const claim = await service.create(req.user!, id, input);
      privateNoStore(res);
      res.status(201).json(claim);
    },
  );

  router.get('/api/me/claims', requireUser, async (req, res) => {
    const claims = await service.mine(req.user!.id);
    privateNoStore(res);
    res.json(claims);
  });

  router.get('/api/admin/claims', requireSiteAdmin, async (req, res) => {
    const { status } = validQuery(req, claimListQuerySchema);
    const claims = await service.list(status);
    privateNoStore(res);
    res.json(claims);
  });

  router.post('/api/admin/claims/:id/approve', requireSiteAdmin, async (req, res) => {
    const { id } = validParams(req, claimIdParams);
    const claim = await service.approve(req.user!.id, id);
    privateNoStore(res);
    res.json(claim);
  });

  router.post('/api/admin/claims/:id/reject', requireSiteAdmin, async (req, res) => {
    const { id } = validParams(req, claimIdParams);
    const { reason } = validBody(req, rejectClaimSchema);
    const claim = await service.reject(req.user!.id, id, reason);
    privateNoStore(res);
    res.json(claim);
  });

  router.get('/api/admin/claims/:id/files/:index', requireSiteAdmin, async (req, res) => {
    const { id, index } = validParams(req, claimFileParams);
    const file = await service.openFile(id, index);
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
      if (req.destroyed) return;
      req.log?.error({ err: error, claimId: id, index }, 'sending a claim file failed');
      res.destroy();
    }
  });

  return router;
}
