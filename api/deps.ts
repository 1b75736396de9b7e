import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Sql } from '@db/client';
import type { SearchEngine } from '@search/engine';
import type { ObjectStorage } from '@storage/storage';
import type { ApiConfig } from './env';

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
