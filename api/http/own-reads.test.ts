import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { OwnReads } from './own-reads';

// The server renderer's reads are dispatched into the app in process; the
// middleware that is for visitors only (session, log, security headers,
// compression) lets them pass untouched.
const app = express();
const ownReads = new OwnReads(() => app);
let visitorMiddlewareRuns = 0;
app.use(
  ownReads.visitorsOnly((_req, res, next) => {
    visitorMiddlewareRuns += 1;
    res.locals.visitor = true;
    next();
  }),
);
app.get('/api/who', (_req, res) => {
  res.json({ visitor: res.locals.visitor === true });
});
const server = app.listen(0, '127.0.0.1');
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('OwnReads', () => {
  it("skips the visitors' middleware for the renderer's reads, and only for them", async () => {
    const own = await ownReads.read('/api/who');
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body)).toEqual({ visitor: false });
    expect(visitorMiddlewareRuns).toBe(0);

    await new Promise((resolve) =>
      server.listening ? resolve(null) : server.once('listening', resolve),
    );
    const { port } = server.address() as AddressInfo;
    const visitor = await fetch(`http://127.0.0.1:${port}/api/who`);
    expect(await visitor.json()).toEqual({ visitor: true });
    expect(visitorMiddlewareRuns).toBe(1);
  });
});
