import { describe, expect, it } from 'vitest';
import { parseInfo, settingsProblems } from './redis-settings';

const info = (policy: string, aof: string) =>
  parseInfo(
    `# Memory\r\nused_memory:1024\r\nmaxmemory_policy:${policy}\r\n\r\n# Persistence\r\naof_enabled:${aof}\r\n`,
  );

describe('Redis settings for production', () => {
  it('finds nothing wrong with noeviction and the append-only file', () => {
    expect(settingsProblems(info('noeviction', '1'))).toEqual([]);
  });

  it('names an evicting policy and a Redis without persistence', () => {
    const problems = settingsProblems(info('allkeys-lru', '0'));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/maxmemory-policy is 'allkeys-lru'.*noeviction/);
    expect(problems[1]).toMatch(/appendonly is off/);
  });
});
