import type express from 'express';

export interface MountedRoute {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: string | RegExp | (string | RegExp)[];
}

/**
 * Every route of an Express 5 app, with the paths of the routers it is
 * mounted under, e.g. { method: 'GET', path: '/api/favorites/:schoolId/status' }.
 */
export function listRoutes(app: express.Express): MountedRoute[] {
  const routes: MountedRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths)
          for (const [method, on] of Object.entries(layer.route.methods))
            if (on && method !== '_all')
              routes.push({ method: method.toUpperCase(), path: prefix + path });
      } else if (layer.handle?.stack) {
        const mount =
          typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return routes;
}
