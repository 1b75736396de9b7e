import type { Redis } from 'ioredis';

/** The `field:value` lines of an INFO section. */
export function parseInfo(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0 && !line.startsWith('#')) fields.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return fields;
}

/**
 * What is wrong with these settings for production (docs/operations.md):
 * BullMQ needs `maxmemory-policy noeviction` (an evicting Redis drops jobs and
 * schedules without a word), and without the append-only file a restart
 * loses every queued job and session.
 */
export function settingsProblems(info: Map<string, string>): string[] {
  const problems: string[] = [];
  const policy = info.get('maxmemory_policy');
  if (policy !== undefined && policy !== 'noeviction')
    problems.push(
      `maxmemory-policy is '${policy}': BullMQ needs 'noeviction', or Redis may silently drop jobs and schedules`,
    );
  if (info.get('aof_enabled') !== '1')
    problems.push(
      'appendonly is off: a restart of Redis loses queued jobs and signs everyone out (deliveries are re-sent after DELIVERY_TIMEOUT_MS)',
    );
  return problems;
}

/** Reads the settings through INFO, which managed services allow when CONFIG is disabled. */
export async function redisSettingsProblems(redis: Redis): Promise<string[]> {
  const memory = await redis.info('memory');
  const persistence = await redis.info('persistence');
  return settingsProblems(parseInfo(`${memory}\n${persistence}`));
}
