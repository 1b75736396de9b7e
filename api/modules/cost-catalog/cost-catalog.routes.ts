import { Router } from 'express';
import {
  createAcademicYearSchema,
  createGlobalCategorySchema,
  createSchoolCategorySchema,
  schoolCategoryParamsSchema,
} from '@core/contracts/admin-costs';
import type { ModuleDeps } from '../../deps';
import { requireAdmin, requireSiteAdmin } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { validBody, validParams } from '../../http/validate';
import { CostCatalogService } from './cost-catalog.service';

/**
 * Adding academic years and global categories (site admins) and a school's
 * own categories (its admins; the service answers 403 for other schools).
 * Adding a year clears the public year list's cache (deps.academicYears).
 */
export function costCatalogRoutes({ sql, academicYears }: ModuleDeps): Router {
  const service = new CostCatalogService(sql);
  const router = Router();

  router.post('/api/academic-years', requireSiteAdmin, async (req, res) => {
    const input = validBody(req, createAcademicYearSchema);
    const year = await service.addYear(req.user!.id, input);
    academicYears.clear();
    privateNoStore(res);
    res.status(201).json(year);
  });

  router.post('/api/global-cost-categories', requireSiteAdmin, async (req, res) => {
    const input = validBody(req, createGlobalCategorySchema);
    const category = await service.addGlobalCategory(req.user!.id, input);
    privateNoStore(res);
    res.status(201).json(category);
  });

  router.post('/api/schools/:id/cost-categories', requireAdmin, async (req, res) => {
    const { id } = validParams(req, schoolCategoryParamsSchema);
    const input = validBody(req, createSchoolCategorySchema);
    const category = await service.addSchoolCategory(req.user!, id, input);
    privateNoStore(res);
    res.status(201).json(category);
  });

  return router;
}
