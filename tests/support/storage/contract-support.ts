// Shared pieces of the storage contract suite (storage/contract.ts composes the cases).
import { createHash } from 'node:crypto';
import type { ObjectStorage, StoredObject } from '@storage/storage';

export interface StorageHarness {
  storage: ObjectStorage;
  /** the query parameter that carries a URL's signature ('sig', 'X-Amz-Signature') */
  signatureParam: string;
  close(): Promise<void>;
}

/**
 * What the case modules see. The harness is created in beforeAll, after the
 * cases are declared, so `storage` and `harness` are read inside hooks and tests only.
 */
export interface ContractContext {
  readonly storage: ObjectStorage;
  readonly harness: StorageHarness;
  /** the full key of name under the suite's own prefix; deleted after the suite */
  key(name: string): string;
}

export const PDF = Buffer.from('%PDF-1.4\n% rincian biaya\n');

export async function bytes(object: StoredObject | null): Promise<Buffer | null> {
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const digest = (data: Buffer | null) =>
  data && createHash('sha256').update(data).digest('hex');

/** The same URL with the signature's last character changed. */
export function withBadSignature(url: string, param: string): string {
  const parsed = new URL(url, 'http://relative.invalid');
  const signature = parsed.searchParams.get(param);
  if (!signature) throw new Error(`no ${param} in ${url}`);
  const last = signature.at(-1) === 'a' ? 'b' : 'a';
  parsed.searchParams.set(param, signature.slice(0, -1) + last);
  return parsed.href;
}

export const put = (url: string, body: Buffer, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'PUT', body, headers });
