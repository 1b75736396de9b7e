// Benchmark: the results map's data (issue 22). Bytes of the shipped basemap
// (raw, gzip, Brotli) and of GET /api/schools/map answers for the whole
// registry at national, province and city zoom, with the time to answer, on
// the built-in engine. Writes bench-results/map.json.
//   npx tsx tests/bench/map.ts
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { schoolListQuerySchema } from '@core/contracts/school-queries';
import { createSearchEngine } from '@search/factory';
import { RegionDirectory } from '../../api/modules/regions/region-directory';
import { SchoolMapService } from '../../api/modules/school-map/school-map.service';
import { searchBenchDatabase } from './search-support/documents';
import { ensureIndexed } from './search-support/index-setup';

const VIEWS = {
  // a 390 px phone's view of each: the whole country, Jawa Barat, Kota Bandung
  national: { west: 94, south: -11.5, east: 142, north: 7, zoom: 5 },
  province: { west: 106.3, south: -7.9, east: 108.9, north: -5.9, zoom: 8 },
  city: { west: 107.55, south: -6.97, east: 107.68, north: -6.86, zoom: 13 },
};
const RUNS = 5;

const sizes = (bytes: Buffer) => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  brotli: brotliCompressSync(bytes).length,
});

const basemap = await readFile(new URL('../../web/public/basemap/indonesia.json', import.meta.url));
const { sql } = await searchBenchDatabase('registry');
const search = await createSearchEngine({ SEARCH_INDEX: 'bench_map' }, { sql, preload: true });
try {
  const indexed = await ensureIndexed(sql, search, 'registry');
  const service = new SchoolMapService(search, new RegionDirectory(sql), sql);
  const query = schoolListQuerySchema.parse({});
  const views: Record<string, unknown> = {};
  for (const [name, view] of Object.entries(VIEWS)) {
    const times: number[] = [];
    let answer = await service.map(query, view);
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      answer = await service.map(query, view);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    views[name] = {
      view,
      schools: answer.total,
      clusters: answer.clusters.length,
      alone: answer.schools.length,
      bytes: sizes(Buffer.from(JSON.stringify(answer))),
      medianMs: Math.round(times[Math.floor(times.length / 2)]! * 10) / 10,
    };
    console.error(name, JSON.stringify(views[name]));
  }
  const result = {
    benchmark: 'map',
    at: new Date().toISOString(),
    options: { engine: search.kind, ...indexed, runs: RUNS },
    basemap: sizes(basemap),
    views,
  };
  const json = JSON.stringify(result, null, 2);
  console.log(json);
  await mkdir(new URL('../../bench-results/', import.meta.url), { recursive: true });
  await writeFile(new URL('../../bench-results/map.json', import.meta.url), `${json}\n`);
} finally {
  await search.close();
  await sql.end({ timeout: 5 });
}
