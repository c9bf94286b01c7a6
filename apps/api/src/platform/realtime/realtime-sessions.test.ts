import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, type Session, useTestApp } from '../../../test/test-app';
import { relayRealtime } from './publisher';
import { attachRealtime, REALTIME_PATH } from './realtime';

let realtime: Server;
let stopRelay: () => Promise<void>;
let baseUrl: string;
const sockets: Socket[] = [];

const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' } });
beforeAll(async () => {
  // Wired as src/runtime.ts does it, with the production interval between session checks (a minute): a socket
  // that closes within this test was closed by the revocation, not by the next check.
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

async function connected(session: Session): Promise<Socket> {
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
}

const disconnection = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

describe('a realtime socket closes as soon as its session ends', () => {
  it('when the user is deactivated', async () => {
    const user = await login(t, 'user@northwind.example');
    const socket = await connected(user);
    const ended = disconnection(socket);
    expect((await client(t, admin).delete(`/api/users/${user.user_id}`)).statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');
  });

  it('when the session logs out, and only that one', async () => {
    const first = await login(t, 'manager@northwind.example');
    const second = await login(t, 'manager@northwind.example');
    const firstSocket = await connected(first);
    const secondSocket = await connected(second);
    const ended = disconnection(firstSocket);
    expect((await client(t, first).delete('/api/auth')).statusCode).toBe(204);
    expect(await ended).toBe('io server disconnect');
    expect(secondSocket.connected).toBe(true);
  });
});
