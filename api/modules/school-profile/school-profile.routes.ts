import { Router } from 'express';
import {
  addPhotoSchema,
  photoParams,
  profileInputSchema,
  schoolIdParams,
} from '@core/contracts/school-profile';
import type { AppDeps } from '../../deps';
import { requireAdmin } from '../../http/auth';
import { privateNoStore } from '../../http/cache-control';
import { validBody, validParams } from '../../http/validate';
import { SchoolPhotosService } from './photos.service';
import { SchoolProfileService } from './profile.service';

/**
 * A school's profile and gallery photos (issue 23): school admins for their
 * schools (403 'Anda tidak mengelola sekolah ini' for others), site admins for any.
 */
export function schoolProfileRoutes({ sql, storage }: AppDeps): Router {
  const profiles = new SchoolProfileService(sql);
  const photos = new SchoolPhotosService(sql, storage);
  const router = Router();

  router.get('/api/schools/:id/profile', requireAdmin, async (req, res) => {
    const { id } = validParams(req, schoolIdParams);
    const profile = await profiles.get(req.user!, id);
    privateNoStore(res);
    res.json(profile);
  });

  router.put('/api/schools/:id/profile', requireAdmin, async (req, res) => {
    const { id } = validParams(req, schoolIdParams);
    const input = validBody(req, profileInputSchema);
    const profile = await profiles.update(req.user!, id, input);
    privateNoStore(res);
    res.json(profile);
  });

  router.post('/api/schools/:id/photos', requireAdmin, async (req, res) => {
    const { id } = validParams(req, schoolIdParams);
    const input = validBody(req, addPhotoSchema);
    const photo = await photos.add(req.user!, id, input);
    privateNoStore(res);
    res.status(201).json(photo);
  });

  router.delete('/api/schools/:id/photos/:photoId', requireAdmin, async (req, res) => {
    const { id, photoId } = validParams(req, photoParams);
    await photos.remove(req.user!, id, photoId);
    privateNoStore(res);
    res.status(204).end();
  });

  return router;
}
