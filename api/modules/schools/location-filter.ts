import type { SearchFilters } from '@core/contracts/search';
import type { RegionDirectory } from '../regions/region-directory';

/**
 * Turns the province and city of a query (codes or slugs) into the codes the
 * index filters on. `null` means a location that does not exist: the listing
 * is then empty rather than an error, like any filter that matches nothing.
 */
export async function locationFilters(
  directory: RegionDirectory,
  provinceRef: string | undefined,
  cityRef: string | undefined,
): Promise<Pick<SearchFilters, 'provinceId' | 'cityId'> | null> {
  const filters: Pick<SearchFilters, 'provinceId' | 'cityId'> = {};
  if (provinceRef) {
    const province = await directory.findProvince(provinceRef);
    if (!province) return null;
    filters.provinceId = province.code;
  }
  if (cityRef) {
    const city = await directory.findCity(cityRef, filters.provinceId);
    if (!city) return null;
    filters.cityId = city.code;
  }
  return filters;
}
