import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Sql } from '@db/client';
import type { SearchEngine } from '@search/engine';
import type { ApiConfig } from './env';

/** Everything the app needs from outside; tests build their own. */
export interface AppDeps {
  config: ApiConfig;
  sql: Sql;
  redis: Redis;
  search: SearchEngine;
  logger: Logger;
}
