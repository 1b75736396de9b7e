// Test support: an S3 endpoint for storage's contract suite. S3_ENDPOINT when
// set (with S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), otherwise an
// in-process s3rver on a free port with a temporary folder.
//
// s3rver checks a presigned URL's expiry but not its signature, ignores signed
// checksums and keeps half-received bodies, so a tampered URL, a body longer
// than the signed Content-Length or an aborted put would pass where S3 and
// MinIO refuse them. A small gateway in front of it verifies presigned
// requests as S3 does (SigV4 query signing, signed headers,
// x-amz-checksum-crc32) and forwards only complete requests. s3rver also
// ignores If-None-Match on PUT (S3 and MinIO refuse the write with 412 when
// the key exists), which the gateway does too, one write per key at a time.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** which server this is, for the test output */
  description: string;
  close(): Promise<void>;
}

const S3RVER_KEY = 'S3RVER'; // s3rver's built-in account

export async function startTestS3(env: NodeJS.ProcessEnv = process.env): Promise<TestS3> {
  if (env.S3_ENDPOINT) {
    return {
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET ?? 'biaya-sekolah-test',
      region: env.S3_REGION ?? 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      description: `S3_ENDPOINT=${env.S3_ENDPOINT}`,
      close: async () => {},
    };
  }

  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-s3rver-'));
  const bucket = `test-${randomBytes(4).toString('hex')}`;
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const upstream = await s3rver.run();
  const writes = new KeyedQueue();
  const gateway = http.createServer((req, res) => void relay(req, res, upstream.port, writes));
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const port = (gateway.address() as AddressInfo).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    description: `in-process s3rver on 127.0.0.1:${upstream.port} behind a SigV4-checking gateway on port ${port} (set S3_ENDPOINT to use a real server)`,
    async close() {
      gateway.closeAllConnections();
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
      await s3rver.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function relay(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  port: number,
  writes: KeyedQueue,
) {
  const url = new URL(req.url ?? '/', 'http://gateway');
  // S3 stores a PUT only once its whole body arrived; s3rver writes as it
  // reads. Bodies are read here first, and a request cut short is dropped.
  let body: Buffer;
  try {
    body = await readAll(req);
  } catch {
    res.destroy();
    return;
  }
  if (url.searchParams.has('X-Amz-Signature')) {
    const refusal = presignedRefusal(req, url, body);
    if (refusal) return refuse(res, refusal);
  }
  if (req.method === 'PUT' && req.headers['if-none-match'] === '*') {
    // a conditional create: check and write as one step per key
    await writes.run(url.pathname, async () => {
      if (await exists(port, url.pathname)) return refuse(res, PRECONDITION_FAILED);
      await forward(req, res, port, body);
    });
    return;
  }
  await forward(req, res, port, body);
}

const PRECONDITION_FAILED = { status: 412, code: 'PreconditionFailed' };

function refuse(res: http.ServerResponse, refusal: { status: number; code: string }) {
  res.writeHead(refusal.status, { 'Content-Type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${refusal.code}</Code></Error>`);
}

function forward(req: http.IncomingMessage, res: http.ServerResponse, port: number, body: Buffer) {
  return new Promise<void>((resolve) => {
    const headers = { ...req.headers };
    delete headers['if-none-match'];
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', resolve);
        answer.on('error', resolve);
      },
    );
    upstream.on('error', () => {
      res.destroy();
      resolve();
    });
    upstream.end(body);
  });
}

/** Whether s3rver holds an object at this path (bucket/key); it answers unsigned requests. */
function exists(port: number, objectPath: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const head = http.request(
      { host: '127.0.0.1', port, method: 'HEAD', path: objectPath },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode === 200);
      },
    );
    head.on('error', reject);
    head.end();
  });
}

/** Runs tasks with the same key one after another. */
class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  async run(key: string, task: () => Promise<void>): Promise<void> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.then(task, task);
    const tail = current.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      await current;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

function readAll(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(new Error('request cut short'));
    });
  });
}

/** Why S3 would refuse this presigned request, or undefined when it would accept it. */
function presignedRefusal(
  req: http.IncomingMessage,
  url: URL,
  body: Buffer,
): { status: number; code: string } | undefined {
  const query = url.searchParams;
  const [, shortDate = '', region = '', service = ''] = (query.get('X-Amz-Credential') ?? '').split(
    '/',
  );
  const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';');
  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    req.method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(';'),
    query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${shortDate}/${region}/${service}/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    query.get('X-Amz-Date') ?? '',
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  let key = hmac(`AWS4${S3RVER_KEY}`, shortDate);
  for (const part of [region, service, 'aws4_request']) key = hmac(key, part);
  if (hmac(key, stringToSign).toString('hex') !== query.get('X-Amz-Signature'))
    return { status: 403, code: 'SignatureDoesNotMatch' };

  const crc = query.get('x-amz-checksum-crc32');
  if (crc !== null) {
    const actual = Buffer.alloc(4);
    actual.writeUInt32BE(crc32(body));
    if (actual.toString('base64') !== crc) return { status: 400, code: 'BadDigest' };
  }
  return undefined;
}

const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** SigV4's URI encoding: RFC 3986 unreserved characters stay, everything else is %XX. */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
