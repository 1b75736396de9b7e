import { Router, type RequestHandler } from 'express';

/** /api and below, matched as Express matches a mount path (case-insensitive). */
const API_PATH = /^\/api(?:\/|$)/i;

/**
 * Routers whose every route is under /api, behind one test of the path: a
 * page or file request would otherwise be matched against each of their
 * routes before it reached the web app (a sixth of the main thread's
 * profile samples for a stored page, docs/decisions.md).
 */
export function apiOnly(...routers: RequestHandler[]): RequestHandler {
  const api = Router();
  api.use(...routers);
  const handler: RequestHandler = (req, res, next) => {
    if (API_PATH.test(req.path)) api(req, res, next);
    else next();
  };
  // the routes stay listable as a router's are (the route tests walk every stack)
  return Object.assign(handler, { stack: api.stack });
}
