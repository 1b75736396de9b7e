import { z } from 'zod';
import { parseConfig } from '@core/config';
import { dbEnvSchema } from '@db/config';
import { searchEnvSchema } from '@search/config';
import { storageConfigProblems, storageEnvSchema } from '@storage/config';
import { securityEnvSchema } from './http/security-config';
import { authConfigProblems, authEnvSchema } from './modules/auth/auth.config';

export const apiEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** public address of the site, for canonical URLs, OAuth redirects and the Origin check */
    PUBLIC_URL: z.string().url('PUBLIC_URL must be a URL').optional(),
    REDIS_URL: z.string().url('REDIS_URL must be a redis:// URL').default('redis://127.0.0.1:6379'),
    /** prefix of every Redis key this installation writes (sessions, counters, queues) */
    REDIS_PREFIX: z.string().default('bs'),
    /** built web app to serve; empty to serve the API only */
    WEB_DIST: z.string().default('web/dist'),
    /** threads of the api's page render pool (api/modules/ssr), below the api's priority */
    SSR_RENDER_THREADS: z.coerce.number().int().min(1).max(16).default(2),
    /**
     * renders waiting for a thread, at most; beyond it a page with no stored
     * render is sent for the browser to render (a burst of new URLs cannot
     * queue up behind one another)
     */
    SSR_RENDER_QUEUE: z.coerce.number().int().min(0).max(1000).default(4),
    /**
     * a visitor waits this long for a page with no stored render; then the
     * browser renders it while the server's render goes on and is stored
     */
    SSR_RENDER_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** number of reverse proxies in front of the api, for client IPs in rate limits */
    TRUST_PROXY: z.coerce.number().int().min(0).default(0),
    /** a Redis command on the request path fails after this long (sessions, limits, counters) */
    REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(500),
    /** the api gives up opening a PostgreSQL connection after this long */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
    /** PostgreSQL cancels an api statement running longer than this (0: no limit) */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
    /** GET /api/schools/export-csv waits this long for the worker, then answers 202 */
    EXPORT_WAIT_MS: z.coerce.number().int().min(0).max(300_000).default(60_000),
    /** map tiles for the results map, e.g. https://tiles.example/{z}/{x}/{y}.png; none: markers only */
    MAP_TILE_URL: z
      .preprocess((v) => (v === '' ? undefined : v), z.string().optional())
      .pipe(
        z
          .string()
          .regex(
            /^https?:\/\/\S*\{z\}\S*\{x\}\S*\{y\}/,
            'MAP_TILE_URL must be an http(s) URL with {z}, {x} and {y}',
          )
          .optional(),
      ),
    /** attribution the tile provider requires, shown on the map */
    MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
  })
  .extend(dbEnvSchema.shape)
  .extend(searchEnvSchema.shape)
  .extend(storageEnvSchema.shape)
  .extend(authEnvSchema.shape)
  .extend(securityEnvSchema.shape)
  .superRefine((env, ctx) => {
    for (const problem of [...authConfigProblems(env), ...storageConfigProblems(env)])
      ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  }));

export type ApiConfig = z.output<typeof apiEnvSchema>;

export function loadApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  return parseConfig(apiEnvSchema, env);
}
