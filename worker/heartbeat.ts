import fs from 'node:fs/promises';
import type { Redis } from 'ioredis';

/**
 * Container health for the worker (it serves no HTTP): touches `file` every
 * `intervalMs` while Redis answers a PING, so a health check can test the file's
 * age (docker-compose.yml). A worker whose event loop is stuck or which lost
 * Redis stops touching it. Returns a stop function.
 */
export function startHeartbeat(redis: Redis, file: string, intervalMs: number): () => void {
  const beat = async () => {
    try {
      await redis.ping();
      await fs.writeFile(file, new Date().toISOString());
    } catch {
      // Redis away (or the file not writable): no beat; the file ages, the check fails
    }
  };
  void beat();
  const timer = setInterval(() => void beat(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
