import { describe, expect, it } from 'vitest';
import { isDriverError } from './process-guard';

const withStack = (name: string, frames: string[]) =>
  Object.assign(new Error('boom'), { name, stack: [`${name}: boom`, ...frames].join('\n') });

describe('isDriverError', () => {
  it("recognises postgres.js's own errors and TypeErrors thrown inside the drivers", () => {
    expect(isDriverError(withStack('PostgresError', ['    at ErrorResponse (x.js:1:1)']))).toBe(
      true,
    );
    expect(
      isDriverError(
        withStack('TypeError', [
          '    at Immediate.nextWrite (file:///app/node_modules/postgres/src/connection.js:255:22)',
          '    at process.processImmediate (node:internal/timers:485:21)',
        ]),
      ),
    ).toBe(true);
    expect(
      isDriverError(
        withStack('Error', [
          '    at Socket.<anonymous> (/app/node_modules/ioredis/built/x.js:1:1)',
        ]),
      ),
    ).toBe(true);
  });

  it('leaves our own bugs alone, also when a driver called our code', () => {
    expect(
      isDriverError(
        withStack('TypeError', [
          '    at handler (/app/worker/handlers/reindex-school.ts:10:5)',
          '    at Socket.data (/app/node_modules/postgres/src/connection.js:324:9)',
        ]),
      ),
    ).toBe(false);
    expect(isDriverError(new RangeError('bad'))).toBe(false);
    expect(isDriverError('a string')).toBe(false);
    expect(isDriverError(null)).toBe(false);
  });
});
