import net, { type AddressInfo } from 'node:net';

export type PostgresProxy = {
  /** The URL of `databaseUrl`'s database through the proxy. */
  url: (databaseUrl: string) => string;
  /** Refuses new connections (ECONNREFUSED), as a stopped PostgreSQL does; open ones stay as they are. */
  refuse: () => Promise<void>;
  /** Takes connections again, on the same port. */
  accept: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A TCP proxy between the processes under test and the run's one PostgreSQL cluster: a test can make the database
 * unreachable and reachable again, as a restart or a failover does to its clients, without stopping the cluster
 * every other test file uses.
 */
export async function startPostgresProxy(databaseUrl: string): Promise<PostgresProxy> {
  const target = new URL(databaseUrl);
  const open = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const pipe = (from: net.Socket, to: net.Socket) => {
    open.add(from);
    from.pipe(to);
    from.on('error', () => to.destroy());
    from.on('close', () => {
      open.delete(from);
      to.destroy();
    });
  };

  const accept = () =>
    new Promise<void>((resolve, reject) => {
      const listening = net.createServer((client) => {
        const upstream = net.connect(Number(target.port), target.hostname);
        pipe(client, upstream);
        pipe(upstream, client);
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as AddressInfo).port;
        server = listening;
        resolve();
      });
    });

  const refuse = async () => {
    const listening = server;
    server = undefined;
    // close() stops listening at once; its callback would wait for the open connections, which are not its concern.
    listening?.close();
  };

  await accept();
  return {
    url: (url) => {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      // The embedded cluster's URL names its Unix socket (`host`), which would go round the proxy.
      proxied.searchParams.delete('host');
      return proxied.toString();
    },
    refuse,
    accept,
    close: async () => {
      await refuse();
      for (const socket of open) socket.destroy();
    },
  };
}
