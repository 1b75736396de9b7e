import { Router, type RequestHandler } from 'express';
import {
  adminSchoolsQuerySchema,
  copyCostItemsSchema,
  costItemIdParamsSchema,
  createCostItemSchema,
  updateCostItemSchema,
} from '@core/contracts/admin-costs';
import { schoolIdParamsSchema } from '@core/contracts/school-queries';
import type { AppDeps } from '../../deps';
import { requireAdmin } from '../../http/auth';
import { validBody, validParams, validQuery } from '../../http/validate';
import { CostAdminService } from './cost-admin.service';

/**
 * SPEC §7 cost management, for both admin roles; the service limits a school
 * admin to the schools they manage (403 otherwise).
 */
export function costAdminRoutes({ sql, search }: AppDeps): Router {
  const service = new CostAdminService(sql, search);
  const router = Router();
  // admin data: never in a shared cache
  const admin: RequestHandler[] = [
    requireAdmin,
    (_req, res, next) => {
      res.set('Cache-Control', 'private, no-store');
      next();
    },
  ];

  router.get('/api/admin/schools', ...admin, async (req, res) => {
    const query = validQuery(req, adminSchoolsQuerySchema);
    res.json({ schools: await service.schools(req.user!, query) });
  });

  router.get('/api/global-cost-categories', ...admin, async (_req, res) => {
    res.json(await service.globalCategories());
  });

  router.get('/api/schools/:id/cost-categories', ...admin, async (req, res) => {
    const { id } = validParams(req, schoolIdParamsSchema);
    res.json(await service.schoolCategories(req.user!, id));
  });

  router.post('/api/schools/:id/cost-items', ...admin, async (req, res) => {
    const { id } = validParams(req, schoolIdParamsSchema);
    const input = validBody(req, createCostItemSchema);
    res.status(201).json(await service.create(req.user!, id, input));
  });

  router.post('/api/schools/:id/cost-items/copy', ...admin, async (req, res) => {
    const { id } = validParams(req, schoolIdParamsSchema);
    const input = validBody(req, copyCostItemsSchema);
    res.status(201).json(await service.copyYear(req.user!, id, input));
  });

  router.put('/api/cost-items/:id', ...admin, async (req, res) => {
    const { id } = validParams(req, costItemIdParamsSchema);
    const input = validBody(req, updateCostItemSchema);
    res.json(await service.update(req.user!, id, input));
  });

  router.delete('/api/cost-items/:id', ...admin, async (req, res) => {
    const { id } = validParams(req, costItemIdParamsSchema);
    await service.remove(req.user!, id);
    res.status(204).end();
  });

  return router;
}
