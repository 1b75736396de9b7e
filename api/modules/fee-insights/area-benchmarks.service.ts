import { isShown, type BenchmarkDataset } from '@core/benchmarks';
import type { AreaBenchmarks } from '@core/contracts/insights';
import { FEE_YEAR } from '@core/fees';
import { EDUCATION_LEVELS, type EducationLevel, type SchoolStatus } from '@core/levels';
import type { Sql } from '@db/client';
import { benchmarksOfArea, type BenchmarkRow } from '@db/queries/benchmarks';
import { LOCATION_NOT_FOUND } from '@core/messages';
import { cityShareImagePath, cityShareSubject } from '@core/share';
import { shareImageHashes } from '@db/queries/share-images';
import { notFound } from '../../http/errors';
import type { RegionDirectory } from '../regions/region-directory';
import { ruleGroupsOfCity } from './area-rule-groups';

const stats = (row: BenchmarkRow | undefined) =>
  row && isShown(row)
    ? { n: row.n, p25: row.p25, median: row.median, p75: row.p75, points: row.points }
    : null;

/**
 * The top of a city hub: for each level and status, the fee year's benchmarks
 * of the city, from real fees when 5 schools have them, else from sample fees
 * (labelled); groups with no metric of 5 schools are left out.
 */
export class AreaBenchmarksService {
  constructor(
    private readonly sql: Sql,
    /** the place from memory, as the hub's own location read finds it */
    private readonly regions: RegionDirectory,
  ) {}

  async forCity(input: {
    province?: string;
    city: string;
    level?: EducationLevel;
  }): Promise<AreaBenchmarks> {
    const province = input.province ? await this.regions.findProvince(input.province) : undefined;
    if (input.province && !province) throw notFound(LOCATION_NOT_FOUND);
    const city = await this.regions.findCity(input.city, province?.code);
    if (!city) throw notFound(LOCATION_NOT_FOUND);
    const rows = await benchmarksOfArea(this.sql, 'city', city.code, FEE_YEAR);

    const groups: AreaBenchmarks['groups'] = [];
    const keys = new Set(rows.map((row) => `${row.educationLevel}|${row.status}`));
    for (const key of keys) {
      const [level, status] = key.split('|') as [EducationLevel, SchoolStatus];
      if (input.level && level !== input.level) continue;
      const of = (dataset: BenchmarkDataset) => {
        const pick = (metric: BenchmarkRow['metric']) =>
          rows.find(
            (row) =>
              row.educationLevel === level &&
              row.status === status &&
              row.dataset === dataset &&
              row.metric === metric &&
              row.year === FEE_YEAR,
          );
        return {
          educationLevel: level,
          status,
          dataset,
          spp: stats(pick('spp')),
          entry: stats(pick('entry')),
          firstYear: stats(pick('first_year')),
        };
      };
      const shown = (group: ReturnType<typeof of>) =>
        group.spp !== null || group.entry !== null || group.firstYear !== null;
      const real = of('real');
      const sample = of('sample');
      if (shown(real)) groups.push(real);
      else if (shown(sample)) groups.push(sample);
    }
    groups.sort(
      (a, b) =>
        EDUCATION_LEVELS.indexOf(a.educationLevel) - EDUCATION_LEVELS.indexOf(b.educationLevel) ||
        (a.status === 'private' ? -1 : 1) - (b.status === 'private' ? -1 : 1),
    );
    // the city hub's share image (issue 10), when the worker has rendered it: its head's og:image
    const subject = cityShareSubject(city.code);
    const hash = (await shareImageHashes(this.sql, [subject])).get(subject);
    return {
      area: { kind: 'city', code: city.code, name: city.name },
      shareImagePath: hash ? cityShareImagePath(city.code, hash) : null,
      year: FEE_YEAR,
      groups,
      ruleGroups: await ruleGroupsOfCity(this.sql, city.code, input.level),
    };
  }
}
