// Which npm packages each layer may import (DESIGN §2), read by lint/boundaries.js.
//
// A package belongs to the layer that owns its concern: only the worker and db talk to BullMQ,
// only storage to S3, only web ships React to browsers. Adding a package: put it in the list of
// the layer that uses it (a subpath such as 'react-dom/client' is covered by 'react-dom').
// A package that two layers need goes in both lists; one that no list names fails lint where it
// is imported. Node built-ins are open to every server layer and closed to core and web.

export const LAYER_PACKAGES = {
  core: ['zod'],
  db: ['postgres', 'ioredis', 'bullmq', 'pino', 'zod', 'csv-parse', 'cli-progress'],
  search: ['postgres', 'meilisearch', 'zod'],
  storage: ['@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner', 'zod'],
  api: [
    'express',
    'express-session',
    'connect-redis',
    'compression',
    'helmet',
    'pino',
    'pino-http',
    'ioredis',
    'openid-client',
    'oidc-provider',
    '@node-rs/argon2',
    'rate-limiter-flexible',
    'zod',
    'zod-openapi',
    // the results map's groups (api/modules/school-map)
    'supercluster',
    // phone numbers stored normalised (api/modules/submissions/phone.ts)
    'libphonenumber-js',
    // a gallery photo's first bytes are read before it is accepted (issue 23)
    'file-type',
    // dev only: Vite in middleware mode (api/modules/site/vite-dev.ts)
    'vite',
    // server rendering: the api's render threads, their reads (comlink) and its stored pages in memory (api/modules/ssr)
    'piscina',
    'comlink',
    'lru-cache',
    // the renderer's reads wait until the visitors' answers have their headers (api/http/answers-first.ts)
    'on-headers',
  ],
  worker: [
    'bullmq',
    'ioredis',
    'pino',
    'zod',
    'csv-parse',
    'csv-stringify',
    'cli-progress',
    'file-type',
    'satori',
    '@resvg/resvg-js',
    // issue 21: notification e-mails; reading brochures (PDF text, drawing, OCR)
    'nodemailer',
    'pdfjs-dist',
    '@napi-rs/canvas',
    'sharp',
    'tesseract.js',
  ],
  // what a browser bundle needs, and nothing else
  web: [
    'react',
    'react-dom',
    'react-router-dom',
    '@tanstack/react-query',
    'react-hook-form',
    '@hookform/resolvers',
    'zod',
    'radix-ui',
    'lucide-react',
    'clsx',
    'tailwind-merge',
    'class-variance-authority',
    'leaflet',
    'react-zoom-pan-pinch',
    '@uppy/core',
    '@uppy/aws-s3',
    'pdfjs-dist',
    // the server renderer's reads from its pool thread (app/server-entry.tsx; never in a browser chunk)
    'comlink',
  ],
};

/** Test files (`*.test.ts(x)`) may also import these. */
export const TEST_PACKAGES = ['vitest', 'fast-check', '@testing-library/'];
