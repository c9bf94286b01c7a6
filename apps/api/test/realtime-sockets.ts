import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import { relayRealtime } from '../src/platform/realtime/publisher';
import { attachRealtime, REALTIME_PATH } from '../src/platform/realtime/realtime';
import type { Session, TestApp } from './test-app';

/**
 * The file's app listening with realtime wired as src/runtime.ts wires it, with the production minute between
 * session checks: a socket that closes within a test was closed by its session's end, not by the next check.
 * Call after useTestApp; `connected` opens a socket of a session (rejects when the handshake is refused).
 */
export function useRealtimeSockets(t: TestApp) {
  let realtime: Server;
  let stopRelay: () => Promise<void>;
  let baseUrl: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    realtime = attachRealtime(t.app.server as HttpServer, t.db.$client, t.services.auth.authenticate);
    stopRelay = await relayRealtime(t.db.$client, realtime);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await stopRelay();
    await realtime.close();
  });
  return {
    async connected(session: Session): Promise<Socket> {
      const socket = connect(baseUrl, {
        path: REALTIME_PATH,
        auth: { email: session.email, token: session.token },
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    },
  };
}
