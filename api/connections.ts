import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createSql, type Sql } from '@db/client';
import { createRedisClient } from '@db/redis';
import type { ApiConfig } from './env';

// The api's connections, with short timeouts: on the request path an outage
// must answer 503 at once (api/http/dependency-errors.ts), never hang.

export function createApiSql(config: ApiConfig): Sql {
  return createSql(config.DATABASE_URL, {
    max: config.DATABASE_POOL_SIZE,
    applicationName: 'api',
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    // while PostgreSQL is away each query tries (and fails) at once
    maxReconnectDelayMs: 200,
  });
}

export function createApiRedis(config: ApiConfig, logger?: Logger): Redis {
  return createRedisClient(config.REDIS_URL, {
    failFast: true,
    commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
    logger,
  });
}
