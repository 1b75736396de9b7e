import Supercluster from 'supercluster';
import type { SchoolListQuery } from '@core/contracts/school-queries';
import type { SchoolMapArea, SchoolMapResponse } from '@core/contracts/school-map';
import type { SearchEngine } from '@search/engine';
import type { Db } from '@db/client';
import { schoolLabels } from '@db/queries/school-map';
import type { RegionDirectory } from '../regions/region-directory';
import { discoverySearch } from '../schools/discovery-query';
import { locationFilters } from '../schools/location-filter';
import { gridCells, type MapCell } from './grid-cells';

/** how near (in screen pixels of a 256-pixel tile) schools are to be drawn as one */
const CLUSTER_RADIUS_PX = 48;

/**
 * The results map: every school that matches the listing's filters inside the
 * visible area, from the index (a box query), grouped by supercluster at the
 * map's zoom. Groups of one are drawn as the school itself.
 */
export class SchoolMapService {
  constructor(
    private readonly search: SearchEngine,
    private readonly directory: RegionDirectory,
    private readonly sql: Db,
  ) {}

  async map(query: SchoolListQuery, area: SchoolMapArea): Promise<SchoolMapResponse> {
    const empty: SchoolMapResponse = { total: 0, clusters: [], schools: [] };
    const location = await locationFilters(this.directory, query.province, query.city);
    if (!location) return empty;
    // with the parent's position and radius: the map draws the same schools as the list
    const { filters, origin } = discoverySearch(query);
    const { west, south, east, north } = area;
    const { total, points } = await this.search.locate({
      text: query.q,
      filters: { ...filters, ...location, bbox: { west, south, east, north } },
      origin,
    });
    if (total === 0) return empty;
    const cells = gridCells(points, area.zoom);
    const index = new Supercluster<MapCell, { n: number }>({
      radius: CLUSTER_RADIUS_PX,
      extent: 256,
      minZoom: area.zoom,
      maxZoom: area.zoom,
      map: (props) => ({ n: props.n }),
      reduce: (sum, props) => {
        sum.n += props.n;
      },
    });
    index.load(
      cells.map((cell) => ({
        type: 'Feature',
        properties: cell,
        geometry: { type: 'Point', coordinates: [cell.lng, cell.lat] },
      })),
    );
    const clusters: SchoolMapResponse['clusters'] = [];
    const single: { id: number; lat: number; lng: number }[] = [];
    for (const found of index.getClusters([-180, -90, 180, 90], area.zoom)) {
      const [lng, lat] = found.geometry.coordinates as [number, number];
      const props = found.properties as Partial<MapCell> & { n: number };
      // a school alone at its own position (the cluster index's is projected there and back)
      if (props.n === 1 && props.id !== undefined)
        single.push({ id: props.id, lat: round(props.lat ?? lat), lng: round(props.lng ?? lng) });
      else clusters.push({ lat: round(lat), lng: round(lng), count: props.n });
    }
    const labels = await schoolLabels(
      this.sql,
      single.map((school) => school.id),
    );
    const schools = single.flatMap((school) => {
      const label = labels.get(school.id);
      return label ? [{ id: school.id, ...label, lat: school.lat, lng: school.lng }] : [];
    });
    return {
      total: clusters.reduce((sum, c) => sum + c.count, 0) + schools.length,
      clusters,
      schools,
    };
  }
}

/** 1e-5 degree is about a metre: enough for a marker, fewer bytes. */
const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;
