import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Sql } from '@db/client';
import type { SearchEngine } from '@search/engine';
import type { ObjectStorage } from '@storage/storage';
import type { AcademicYear } from '@core/contracts/schools';
import type { ApiConfig } from './env';
import { cached, type Cached } from './http/cached';
import { RegionDirectory } from './modules/regions/region-directory';
import { listAcademicYears } from '@db/queries/academic-years';

/** Everything the app needs from outside; tests build their own. */
export interface AppDeps {
  config: ApiConfig;
  sql: Sql;
  redis: Redis;
  search: SearchEngine;
  /** uploads, exports and gallery images (S3 or local disk) */
  storage: ObjectStorage;
  logger: Logger;
}

/**
 * What createApp hands every module's routes (`xRoutes(deps)`, the one wiring
 * style): the outside dependencies plus the few in-process objects modules share.
 * Each module builds its own services from these.
 */
export interface ModuleDeps extends AppDeps {
  /** region names and codes, cached: regions, districts, stats, listings and benchmarks read it */
  regions: RegionDirectory;
  /** the public list of academic years (a minute); the catalog clears it when a year is added */
  academicYears: Cached<AcademicYear[]>;
}

export function moduleDeps(deps: AppDeps): ModuleDeps {
  return {
    ...deps,
    regions: new RegionDirectory(deps.sql),
    // a handful of rows that change once a year
    academicYears: cached(() => listAcademicYears(deps.sql), 60_000),
  };
}
