import type { AddressInfo } from 'node:net';
import express, { Router, type ErrorRequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOnly } from './api-only';

let base: string;
let close: () => void;

beforeAll(async () => {
  const routes = Router();
  routes.get('/api/schools', (_req, res) => void res.send('schools'));
  routes.get('/api/broken', () => {
    throw new Error('broken');
  });
  // a route outside /api inside the group is never reached: the page is served instead
  routes.get('/about', (_req, res) => void res.send('from the group'));
  const app = express();
  app.use(apiOnly(routes));
  app.use((_req, res) => void res.status(404).send('page'));
  const onError: ErrorRequestHandler = (err: Error, _req, res, _next) =>
    void res.status(500).send(err.message);
  app.use(onError);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close?.());

const text = async (path: string) => {
  const res = await fetch(base + path);
  return `${res.status} ${await res.text()}`;
};

describe('apiOnly', () => {
  it('answers paths under /api, in any case, as Express matches a mount path', async () => {
    expect(await text('/api/schools')).toBe('200 schools');
    expect(await text('/API/schools')).toBe('200 schools');
  });

  it('passes every other path on without trying its routes', async () => {
    expect(await text('/about')).toBe('404 page');
    expect(await text('/apis/schools')).toBe('404 page');
  });

  it("hands a route's error to the app's error handler", async () => {
    expect(await text('/api/broken')).toBe('500 broken');
  });
});
