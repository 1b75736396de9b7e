import net from 'node:net';

/** True when a TCP connection to the URL's host and port opens within the timeout. */
export function reachable(url: string, defaultPort: number, timeoutMs = 2000): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({
      host: hostname || '127.0.0.1',
      port: Number(port || defaultPort),
    });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** host:port of a URL without its credentials, for messages. */
export function describeUrl(url: string, defaultPort: number): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || defaultPort}`;
}
