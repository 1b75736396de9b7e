// Builds the shipped basemap (web/public/basemap/indonesia.json): coastlines
// from Natural Earth's 1:10m land (public domain, the world-atlas package),
// province and regency borders traced from the national school registry (each
// land cell belongs to the regency of its nearest schools), and the names of
// provinces and regencies at the centre of their land. Run: npm run basemap.
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { DEFAULT_DATA_DIR, readAllCsvGz, readCsvGz } from '../../db/import/source';
import { provinceShortName } from '../../db/import/slugs';
import { RegionGrid } from './grid';
import { clipRing, encode, simplify, smooth, type Box, type Point } from './lines';

const BOX: Box = { west: 94, south: -11.5, east: 142, north: 7 };
/** grid cell in degrees (about 2.2 km) */
const STEP = 0.02;
/** coordinates in 1/SCALE degree */
const SCALE = 1000;
const OUT = new URL('../../web/public/basemap/indonesia.json', import.meta.url);

const require = createRequire(import.meta.url);

function landRings(): Point[][] {
  const topology = require('world-atlas/land-10m.json') as Topology;
  const land = feature(topology, topology.objects.land!) as unknown as {
    features: { geometry: { type: string; coordinates: Point[][][] | Point[][] } }[];
  };
  const rings: Point[][] = [];
  for (const { geometry } of land.features) {
    const polygons =
      geometry.type === 'Polygon'
        ? [geometry.coordinates as Point[][]]
        : (geometry.coordinates as Point[][][]);
    for (const polygon of polygons)
      for (const ring of polygon) {
        const clipped = clipRing(ring, BOX);
        if (clipped.length >= 3) rings.push(clipped);
      }
  }
  return rings;
}

const shortRegency = (name: string) =>
  name
    .replace(/^Kabupaten Administrasi /, 'Kab. ')
    .replace(/^Kabupaten /, 'Kab. ')
    .replace(/^Kota Administrasi /, 'Kota ');

async function main(): Promise<void> {
  const regencies = await readAllCsvGz(new URL('regencies.csv.gz', DEFAULT_DATA_DIR));
  const provinces = await readAllCsvGz(new URL('provinces.csv.gz', DEFAULT_DATA_DIR));
  const regencyIndex = new Map(regencies.map((r, i) => [r.code!, i + 1]));
  const provinceOf = regencies.map((r) => r.province_code!);

  const grid = new RegionGrid(BOX, STEP);
  const rings = landRings();
  grid.fillRings(rings);

  // votes per cell: the regency most of its schools belong to
  const votes = new Map<number, Map<number, number>>();
  for await (const school of readCsvGz(new URL('schools.csv.gz', DEFAULT_DATA_DIR))) {
    if (school.coord_quality !== 'ok') continue;
    const region = regencyIndex.get(school.regency_code!);
    const cell = grid.cellOf(Number(school.lng), Number(school.lat));
    if (!region || cell < 0) continue;
    const counts = votes.get(cell) ?? votes.set(cell, new Map()).get(cell)!;
    counts.set(region, (counts.get(region) ?? 0) + 1);
  }
  const seeds = new Map<number, number>();
  for (const [cell, counts] of votes)
    seeds.set(cell, [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0]);
  grid.spread(seeds);

  const province = (region: number) => provinceOf[region - 1];
  const lines = (differ: (a: number, b: number) => boolean, tolerance: number) =>
    grid
      .borders(differ)
      .map((line) => smooth(simplify(line, tolerance)))
      .filter((line) => line.length >= 2)
      .map((line) => encode(line, SCALE));

  // label points: the centre of each region's land cells
  const sums = new Map<number, [number, number, number]>();
  grid.region.forEach((region, cell) => {
    if (region === 0) return;
    const lng = BOX.west + ((cell % grid.cols) + 0.5) * STEP;
    const lat = BOX.south + (Math.floor(cell / grid.cols) + 0.5) * STEP;
    const sum = sums.get(region) ?? sums.set(region, [0, 0, 0]).get(region)!;
    sum[0] += lng;
    sum[1] += lat;
    sum[2] += 1;
  });
  const round = (value: number) => Math.round(value * 100) / 100;
  const regencyLabels = regencies.flatMap((r, i) => {
    const sum = sums.get(i + 1);
    return sum
      ? [{ name: shortRegency(r.name!), lng: round(sum[0] / sum[2]), lat: round(sum[1] / sum[2]) }]
      : [];
  });
  const provinceLabels = provinces.flatMap((p) => {
    let lng = 0;
    let lat = 0;
    let n = 0;
    regencies.forEach((r, i) => {
      const sum = sums.get(i + 1);
      if (r.province_code !== p.code || !sum) return;
      lng += sum[0];
      lat += sum[1];
      n += sum[2];
    });
    return n > 0
      ? [{ name: provinceShortName(p.name!), lng: round(lng / n), lat: round(lat / n) }]
      : [];
  });

  const basemap = {
    attribution: 'Garis pantai: Natural Earth; batas wilayah: perkiraan dari data sekolah',
    scale: SCALE,
    bounds: [BOX.west, BOX.south, BOX.east, BOX.north],
    land: rings
      .map((ring) => encode(simplify([...ring, ring[0]!], 0.01), SCALE))
      .filter((r) => r.length >= 6),
    provinceBorders: lines((a, b) => province(a) !== province(b), 0.03),
    regencyBorders: lines((a, b) => a !== b && province(a) === province(b), 0.03),
    provinces: provinceLabels,
    regencies: regencyLabels,
  };
  await mkdir(new URL('.', OUT), { recursive: true });
  const text = JSON.stringify(basemap);
  await writeFile(OUT, text);
  console.log(
    `basemap: ${text.length} bytes, ${basemap.land.length} land rings, ${basemap.provinceBorders.length} province and ${basemap.regencyBorders.length} regency border lines`,
  );
}

await main();
