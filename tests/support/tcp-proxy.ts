import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** drops every connection and refuses new ones: the server is gone */
  cut(): Promise<void>;
  /** accepts connections again on the same port */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Forwards a local port to `target` (e.g. PostgreSQL on 5432) so a test can
 * take the server away from its own connection pool, and give it back,
 * without touching the shared server.
 */
export async function startTcpProxy(
  targetPort: number,
  targetHost = '127.0.0.1',
): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  function listen(): Promise<void> {
    const created = net.createServer((client) => {
      const upstream = net.connect(targetPort, targetHost);
      sockets.add(client).add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream).pipe(client);
    });
    server = created;
    return new Promise((resolve, reject) => {
      created.once('error', reject);
      created.listen(port, '127.0.0.1', () => {
        port = (created.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  async function cut() {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  }

  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    restore: listen,
    close: cut,
  };
}
