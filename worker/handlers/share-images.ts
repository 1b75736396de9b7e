import { schoolCity, shareImageCandidates } from '@db/queries/share-images';
import type { EventJobData, Handler } from './context';
import { renderCityImages, renderSchoolImage, type ShareDeps } from '../share/images';

type SchoolEvent = 'school.changed' | 'school.deleted' | 'costs.changed';

/**
 * A school or its fees changed: its card (and its city's, whose counts may
 * have moved) is rendered again when what it shows differs.
 */
export const renderShareImageHandler: Handler<EventJobData<SchoolEvent>> = {
  queue: 'share-images',
  quick: true,
  async run(data, ctx) {
    const schoolId = data.payload.schoolId;
    const school = await renderSchoolImage(ctx, schoolId);
    const city = await schoolCity(ctx.sql, schoolId);
    const cities = city ? await renderCityImages(ctx, [city]) : null;
    return { school, cities };
  },
};

export interface MissingImagesResult {
  schools: Record<string, number>;
  cities: Record<string, number>;
  ms: number;
}

/**
 * Renders every card that is missing or out of date: by default for schools
 * with real fees and cities with any fees (what an import can change in bulk),
 * with 'all' for every school and city of the registry.
 */
export async function renderMissingImages(
  deps: ShareDeps,
  scope: 'fees' | 'all',
  onProgress?: (done: number, total: number) => void,
): Promise<MissingImagesResult> {
  const started = performance.now();
  const candidates = await shareImageCandidates(deps.sql, scope);
  const schools: Record<string, number> = {};
  const total = candidates.schools.length;
  for (const [index, id] of candidates.schools.entries()) {
    const outcome = await renderSchoolImage(deps, id);
    schools[outcome] = (schools[outcome] ?? 0) + 1;
    onProgress?.(index + 1, total);
  }
  const cities = await renderCityImages(deps, candidates.cities);
  return { schools, cities, ms: Math.round(performance.now() - started) };
}

/** schools.bulk_changed (an import): cards of schools with real fees and of cities with fees. */
export const renderMissingImagesHandler: Handler<EventJobData<'schools.bulk_changed'>> = {
  queue: 'share-images',
  async run(_data, ctx) {
    const result = await renderMissingImages(ctx, 'fees');
    ctx.logger.info(result, 'share images brought up to date');
    return result;
  },
};
