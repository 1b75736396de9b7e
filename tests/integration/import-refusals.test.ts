import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '@db/import/run';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';

// What the registry importer refuses before it writes anything (the imports
// themselves: import.test.ts).
const DEPOK = '32.76';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase('importrefuse');
});
afterAll(async () => {
  await db?.drop();
});

describe('refusals', () => {
  it('never generates sample fees in production', async () => {
    await expect(
      runImport(db.sql, { onlyRegions: [DEPOK], sampleFees: true, nodeEnv: 'production' }),
    ).rejects.toThrow(/never generated in production/);
  });

  it('rejects region codes that do not exist', async () => {
    await expect(runImport(db.sql, { onlyRegions: ['32.99'] })).rejects.toThrow(
      /Unknown region code: 32\.99/,
    );
    await expect(runImport(db.sql, { onlyRegions: ['Depok'] })).rejects.toThrow(
      /Not a province or regency code/,
    );
  });

  it('the command line refuses --sample-fees with NODE_ENV=production', async () => {
    const run = promisify(execFile)(
      'npx',
      ['tsx', 'db/import/cli.ts', '--sample-fees', '--database-url', db.url],
      { env: { ...process.env, NODE_ENV: 'production' } },
    );
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Import refused'),
    });
  });
});
