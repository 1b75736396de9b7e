// The behaviour every ObjectStorage must have, as one vitest suite. Each
// adapter's test file calls describeObjectStorageContract with a factory;
// the cases live in contract-{objects,urls}.ts. Upload and download URLs are
// used over real HTTP (fetch), as a browser would.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { objectCases } from './contract-objects';
import type { ContractContext, StorageHarness } from './contract-support';
import { downloadUrlCases, expiryCase, uploadUrlCases } from './contract-urls';
import type { ObjectStorage } from '@storage/storage';

export type { StorageHarness } from './contract-support';

export function describeObjectStorageContract(
  name: string,
  setup: () => Promise<StorageHarness>,
): void {
  describe(`ObjectStorage contract: ${name}`, () => {
    let harness: StorageHarness;
    let storage: ObjectStorage;
    // a prefix of its own, so a shared bucket (S3_ENDPOINT) is never confused
    const prefix = `contract-${randomBytes(4).toString('hex')}`;
    const written = new Set<string>();
    const suite: ContractContext = {
      get storage() {
        return storage;
      },
      get harness() {
        return harness;
      },
      key: (name) => {
        const full = `${prefix}/${name}`;
        written.add(full);
        return full;
      },
    };

    beforeAll(async () => {
      harness = await setup();
      storage = harness.storage;
      await storage.init({ createBucket: true });
    });
    afterAll(async () => {
      if (storage) for (const k of written) await storage.delete(k);
      await harness?.close();
    });

    objectCases(suite);
    uploadUrlCases(suite);
    downloadUrlCases(suite);
    expiryCase(suite);
  });
}
