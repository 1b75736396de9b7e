import net from 'node:net';
import { reachable } from '../../bin/lib/reachable';

/**
 * Where the tests find PostgreSQL and Redis: environment variables first, then
 * the local defaults, then (only when Docker is reachable) testcontainers.
 */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

export function canConnect(url: string, timeoutMs = 1500): Promise<boolean> {
  const defaultPort = new URL(url).protocol.startsWith('redis') ? 6379 : 5432;
  return reachable(url, defaultPort, timeoutMs);
}

export async function dockerReachable(): Promise<boolean> {
  const socketPath = process.env.DOCKER_HOST?.replace(/^unix:\/\//, '') ?? '/var/run/docker.sock';
  return new Promise((resolve) => {
    const socket = net.connect({ path: socketPath });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
