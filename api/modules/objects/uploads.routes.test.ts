import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploadUrlResponseSchema } from '@core/contracts/submissions';
import { apiErrorBodySchema } from '@core/errors';
import { UPLOAD_MAX_BYTES } from '@core/uploads';
import {
  startContributionApis,
  uploadFile,
  type ContributionApis,
} from '@tests/support/contribution-api';
import { pdfBytes } from '@tests/support/upload-files';
import { UPLOAD_RATE_LIMIT } from './uploads.routes';

let apis: ContributionApis;

beforeAll(async () => {
  apis = await startContributionApis('uploads_routes');
});
afterAll(async () => {
  await apis?.close();
});
beforeEach(async () => {
  await apis.resetLimits();
});

const ask = (api = apis.parent, headers: Record<string, string> = {}) =>
  api.fetch('/api/objects/upload', { method: 'POST', headers });

describe('POST /api/objects/upload', () => {
  it('makes a pending upload of the user under uploads/<uuid> and a URL ending in that uuid', async () => {
    const res = await ask();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { uploadURL } = uploadUrlResponseSchema.parse(await res.json());
    const url = new URL(uploadURL, apis.parent.url);
    const uuid = url.pathname.split('/').at(-1)!;
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(url.pathname).toBe(`/api/objects/local/uploads/${uuid}`);
    const [row] = await apis.db.sql`SELECT * FROM uploads WHERE id = ${uuid}`;
    expect(row).toMatchObject({
      userId: apis.users.parent.id,
      objectKey: `uploads/${uuid}`,
      state: 'pending',
      originalName: null,
    });
  });

  it('gives a URL that takes one file of up to 20 MB and refuses 21 MB', async () => {
    const small = await uploadFile(apis.parent, 'rincian.pdf', pdfBytes());
    const head = await apis.parent.storage.head(`uploads/${small.uploadId}`);
    expect(head?.contentLength).toBe(pdfBytes().length);

    const { uploadURL } = uploadUrlResponseSchema.parse(await (await ask()).json());
    const big = await fetch(new URL(uploadURL, apis.parent.url), {
      method: 'PUT',
      body: new Uint8Array(UPLOAD_MAX_BYTES + 1024 * 1024),
    });
    expect(big.status).toBe(413);
    expect(apiErrorBodySchema.parse(await big.json()).error).toBe('Ukuran file melebihi batas');
    const key = new URL(uploadURL, apis.parent.url).pathname.replace('/api/objects/local/', '');
    expect(await apis.parent.storage.head(key)).toBeNull();
  });

  it('is for signed-in users only, from our own pages', async () => {
    const anonymous = await ask(apis.anonymous);
    expect(anonymous.status).toBe(401);
    const foreign = await ask(apis.parent, { Origin: 'https://situs-lain.example' });
    expect(foreign.status).toBe(403);
    expect(apiErrorBodySchema.parse(await foreign.json()).code).toBe('BAD_ORIGIN');
    const [{ count }] = await apis.db.sql<[{ count: number }]>`
      SELECT count(*)::int AS count FROM uploads WHERE user_id IS NULL`;
    expect(count).toBe(0);
  });

  it(`allows ${UPLOAD_RATE_LIMIT.points} URLs per user in 15 minutes, then answers 429`, async () => {
    for (let i = 0; i < UPLOAD_RATE_LIMIT.points; i++)
      expect((await ask(apis.other)).status).toBe(200);
    const refused = await ask(apis.other);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
