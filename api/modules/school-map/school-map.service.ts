import Supercluster from 'supercluster';
import type { SchoolListQuery } from '@core/contracts/schools';
import type { SchoolMapArea, SchoolMapResponse } from '@core/contracts/school-map';
import type { SearchEngine } from '@search/engine';
import type { Db } from '@db/client';
import { schoolLabels } from '@db/queries/school-map';
import type { RegionDirectory } from '../regions/region-directory';
import { discoverySearch } from '../schools/discovery-query';
import { locationFilters } from '../schools/location-filter';

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
    const index = new Supercluster<CellProps, { n: number }>({
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
      const props = found.properties as Partial<CellProps> & { n: number };
      if (props.n === 1 && props.id !== undefined) single.push({ id: props.id, lat, lng });
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

/** schools this close (in pixels at the map's zoom) are counted together before grouping */
const CELL_PX = 12;

interface CellProps {
  /** schools in the cell */
  n: number;
  /** the school, when the cell holds one */
  id?: number;
  lat: number;
  lng: number;
}

/**
 * Schools summed into small cells of the map's pixel grid (their mean
 * position): supercluster then groups a few thousand cells instead of up to
 * every school of the country, which is what makes the national view fast.
 */
function gridCells(points: readonly { id: number; lat: number; lng: number }[], zoom: number) {
  const scale = (256 * 2 ** zoom) / CELL_PX;
  const cells = new Map<number, CellProps>();
  for (const point of points) {
    const x = Math.floor(((point.lng + 180) / 360) * scale);
    const sin = Math.sin((point.lat * Math.PI) / 180);
    const y = Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale);
    const key = y * scale * 2 + x;
    const cell = cells.get(key);
    if (!cell) cells.set(key, { n: 1, id: point.id, lat: point.lat, lng: point.lng });
    else {
      // running mean of the cell's positions
      cell.n++;
      cell.lat += (point.lat - cell.lat) / cell.n;
      cell.lng += (point.lng - cell.lng) / cell.n;
      delete cell.id;
    }
  }
  return [...cells.values()];
}

/** 1e-5 degree is about a metre: enough for a marker, fewer bytes. */
const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;
