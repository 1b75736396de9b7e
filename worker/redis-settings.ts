import type { Redis } from 'ioredis';

function parseInfo(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0 && !line.startsWith('#')) fields.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return fields;
}

/**
 * What is wrong with this Redis for production (docs/operations.md): BullMQ
 * needs `maxmemory-policy noeviction` (an evicting Redis drops jobs and
 * schedules without a word), and without the append-only file a restart loses
 * every queued job and session. Read through INFO, which managed services
 * allow when CONFIG is disabled.
 */
export async function redisSettingsProblems(redis: Redis): Promise<string[]> {
  const memory = parseInfo(await redis.info('memory'));
  const persistence = parseInfo(await redis.info('persistence'));
  const problems: string[] = [];
  const policy = memory.get('maxmemory_policy');
  if (policy !== undefined && policy !== 'noeviction')
    problems.push(
      `maxmemory-policy is '${policy}': BullMQ needs 'noeviction', or Redis may silently drop jobs and schedules`,
    );
  if (persistence.get('aof_enabled') !== '1')
    problems.push(
      'appendonly is off: a restart of Redis loses queued jobs and signs everyone out (deliveries are re-sent after DELIVERY_TIMEOUT_MS)',
    );
  return problems;
}
