import express from 'express';
import { pinoHttp } from 'pino-http';
import type { AppDeps } from './deps';
import { errorHandler, notFoundHandler } from './http/errors';
import { healthRoutes } from './modules/health/health.routes';

/**
 * Builds the Express app from its dependencies. No listening, no globals:
 * tests call createApp with their own database, Redis and search engine.
 */
export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.TRUST_PROXY);
  app.set('query parser', 'simple');
  app.use(
    pinoHttp({ logger: deps.logger, autoLogging: { ignore: (req) => req.url === '/api/health' } }),
  );
  app.use(express.json({ limit: '100kb' }));

  app.use(healthRoutes(deps));

  app.use('/api', notFoundHandler);
  app.use(errorHandler);
  return app;
}
