import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { ObjectStorage } from '@storage/storage';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /**
       * This response's Content-Security-Policy nonce: every inline <script>
       * the server emits carries nonce="…" with it, or the browser refuses it.
       */
      cspNonce?: string;
    }
  }
}

export interface SecurityHeadersConfig {
  NODE_ENV: string;
  /** Leaflet-style tile URL template; its origin may serve images */
  MAP_TILE_URL?: string | undefined;
}

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The CSP source of a tile URL template: 'https://{s}.tile.example/{z}/{x}/{y}.png'
 * gives 'https://*.tile.example' (the {s} subdomains), a fixed host its origin.
 */
export function tileSource(template: string | undefined): string | undefined {
  if (!template) return undefined;
  const subdomains = /^(https?:\/\/)\{s\}\./.exec(template);
  try {
    if (subdomains) {
      const host = new URL(template.replace('{s}', 'a')).host.slice(2);
      return `${subdomains[1]}*.${host}`;
    }
    const url = new URL(template.replace(/\{[a-z]+\}/gi, '0'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where browsers send uploads: the origin of an upload URL the storage makes
 * (S3's endpoint or bucket host; the api itself for the local driver, which
 * 'self' already covers when the URL is relative). Made locally, no request.
 */
async function uploadOrigin(storage: ObjectStorage): Promise<string | undefined> {
  try {
    const probe = await storage.createUploadUrl('csp-probe/upload', {
      maxBytes: 1,
      expiresInSeconds: 60,
    });
    const url = new URL(probe.url, 'relative:/');
    return url.protocol === 'relative:' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

function helmetOptions(
  config: SecurityHeadersConfig,
  extra: { img: string[]; connect: string[] },
): HelmetOptions {
  const production = config.NODE_ENV === 'production';
  const nonce = (_req: unknown, res: unknown) =>
    `'nonce-${(res as { locals: Express.Locals }).locals.cspNonce}'`;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        // our scripts are files from this origin; inline ones need the response's nonce
        'script-src': ["'self'", nonce],
        'script-src-attr': ["'none'"],
        // React and the prerendered shells set style attributes; styles cannot run code
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...extra.img],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...extra.connect],
        'worker-src': ["'self'", 'blob:'],
        'frame-src': ["'none'"],
        'object-src': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'manifest-src': ["'self'"],
        ...(production && { 'upgrade-insecure-requests': [] }),
      },
    },
    // phones on mobile networks: tiles and link previews still learn the site, not the page
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // plain http on a developer's machine must not be pinned to https
    strictTransportSecurity: production ? { maxAge: YEAR_SECONDS, includeSubDomains: true } : false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Security headers on every answer (helmet): a Content-Security-Policy with a
 * per-response script nonce (res.locals.cspNonce), frame-ancestors 'none',
 * nosniff, a Referrer-Policy, HSTS in production. Map tiles (MAP_TILE_URL)
 * and the storage's upload origin are allowed from configuration. Routes may
 * set a stricter CSP of their own (file downloads do).
 */
export function securityHeaders(
  config: SecurityHeadersConfig,
  storage: ObjectStorage,
): RequestHandler {
  const tiles = tileSource(config.MAP_TILE_URL);
  const headers = uploadOrigin(storage).then((upload) =>
    helmet(helmetOptions(config, { img: tiles ? [tiles] : [], connect: upload ? [upload] : [] })),
  );
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    headers.then((apply) => apply(req, res, next), next);
  };
}
