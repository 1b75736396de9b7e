import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { describeObjectStorageContract } from '@tests/support/storage/contract';
import { LocalDiskStorage } from '@storage/local-disk';
import { errorHandler } from '../../http/errors';
import { localObjectRoutes } from './local-objects.routes';

// The local driver's URLs point at the api, so its contract runs through the
// route that serves them (on a bare app: the route needs no session).
describeObjectStorageContract('local disk, URLs served by the api', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-objects-'));
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const storage = new LocalDiskStorage({
    dir,
    signingSecret: 'contract-test-secret-0123456789abcdef',
    baseUrl: url,
  });
  const app = express();
  app.set('query parser', 'simple');
  app.use(localObjectRoutes({ storage }));
  app.use(errorHandler);
  server.on('request', app);
  return {
    storage,
    signatureParam: 'sig',
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
});
