import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { client, login, type Session, useTestApp } from '../../../test/test-app';
import { attachRealtime, REALTIME_PATH } from './realtime';

let realtime: Server;
let baseUrl: string;
const sockets: Socket[] = [];

const {
  t,
  sessions: { admin, manager },
} = useTestApp({ logins: { admin: 'admin@northwind.example', manager: 'manager@northwind.example' } });
beforeAll(async () => {
  // Wired as src/runtime.ts does it: socket.io on the app's own HTTP server, listening on a free port.
  // Sessions are checked again every half second here (a minute in production).
  realtime = attachRealtime(t.app.server as HttpServer, t.db.$client, t.services.auth.authenticate, {
    sessionCheckMs: 500,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await realtime.close();
});

type Transport = 'websocket' | 'polling';

/** WebSocket by default; 'polling' starts with long-polling through the app's HTTP server, as browsers do. */
function open(auth: { email: string; token: string }, transport: Transport = 'websocket'): Socket {
  const transports = transport === 'websocket' ? ['websocket'] : ['polling', 'websocket'];
  const socket = connect(baseUrl, { path: REALTIME_PATH, auth, transports, reconnection: false });
  sockets.push(socket);
  return socket;
}

async function connected(session: Session, transport?: Transport): Promise<Socket> {
  const socket = open({ email: session.email, token: session.token }, transport);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

type Counts = Record<string, number>;

/** Resolves with the first `subscriptions` event for which `wanted` holds. */
function subscriptionsEvent(socket: Socket, wanted: (counts: Counts) => boolean): Promise<Counts> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no matching subscriptions event')), 5000);
    const listener = (counts: Counts) => {
      if (!wanted(counts)) return;
      clearTimeout(timer);
      socket.off('subscriptions', listener);
      resolve(counts);
    };
    socket.on('subscriptions', listener);
  });
}

const subscribe = (socket: Socket, channel: string) => socket.timeout(5000).emitWithAck('subscribe', { channel });

describe('the realtime channel', () => {
  it("counts the subscribers of the account's channel and tells every subscriber", async () => {
    const channel = `account:${admin.account_id}`;
    const first = await connected(admin);
    expect(await subscribe(first, channel)).toEqual({ channel, count: 1 });

    const firstHearsTwo = subscriptionsEvent(first, (counts) => counts[channel] === 2);
    const second = await connected(manager, 'polling');
    expect(await subscribe(second, channel)).toEqual({ channel, count: 2 });
    expect(await firstHearsTwo).toEqual({ [channel]: 2 });

    const firstHearsOne = subscriptionsEvent(first, (counts) => counts[channel] === 1);
    second.disconnect();
    expect(await firstHearsOne).toEqual({ [channel]: 1 });
  });

  it("refuses another account's channel and another user's channel", async () => {
    const socket = await connected(manager);
    const harbor = await login(t, 'owner@harbor.example');
    const foreign = `account:${harbor.account_id}`;
    expect(await subscribe(socket, foreign)).toEqual({ channel: foreign, error: 'forbidden' });
    expect(await subscribe(socket, `user:${admin.user_id}`)).toEqual({
      channel: `user:${admin.user_id}`,
      error: 'forbidden',
    });
    expect(await subscribe(socket, `user:${manager.user_id}`)).toEqual({
      channel: `user:${manager.user_id}`,
      count: 1,
    });
  });

  it('refuses to unsubscribe from a channel the socket never joined, and tells that channel nothing', async () => {
    const harbor = await login(t, 'owner@harbor.example');
    const channel = `account:${harbor.account_id}`;
    const listener = await connected(harbor);
    // The listener hears its own arrival too (through the adapter, after the answer): that is not what this is about.
    const hearsItself = subscriptionsEvent(listener, (counts) => counts[channel] === 1);
    expect(await subscribe(listener, channel)).toEqual({ channel, count: 1 });
    await hearsItself;
    const heard: Counts[] = [];
    listener.on('subscriptions', (counts: Counts) => heard.push(counts));

    const stranger = await connected(manager);
    expect(await stranger.timeout(5000).emitWithAck('unsubscribe', { channel })).toEqual({
      channel,
      error: 'not_subscribed',
    });
    const own = `account:${manager.account_id}`;
    expect(await stranger.timeout(5000).emitWithAck('unsubscribe', { channel: own })).toEqual({
      channel: own,
      error: 'not_subscribed',
    });

    // A later change of the channel is the first thing its listener hears: the refused call told it nothing.
    const second = await connected(harbor, 'polling');
    const hearsTwo = subscriptionsEvent(listener, (counts) => counts[channel] === 2);
    expect(await subscribe(second, channel)).toEqual({ channel, count: 2 });
    await hearsTwo;
    expect(heard).toEqual([{ [channel]: 2 }]);
  });

  it('refuses a connection with bad credentials', async () => {
    for (const auth of [
      { email: admin.email, token: 'not-a-token' },
      { email: 'manager@northwind.example', token: admin.token },
    ]) {
      const socket = open(auth);
      const error = await new Promise<Error>((resolve, reject) => {
        socket.once('connect_error', resolve);
        socket.once('connect', () => reject(new Error('connected with bad credentials')));
      });
      expect(error.message).toBe('unauthorized');
      expect(socket.connected).toBe(false);
    }
  });

  it('ends the socket of a session that logged out, at the next subscribe or check', async () => {
    for (const trigger of ['subscribe', 'check'] as const) {
      const session = await login(t, 'user@northwind.example');
      const socket = await connected(session);
      const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      expect((await client(t, session).delete('/api/auth')).statusCode).toBeLessThan(300);
      if (trigger === 'subscribe') socket.emit('subscribe', { channel: `account:${session.account_id}` });
      expect({ trigger, reason: await ended }).toEqual({ trigger, reason: 'io server disconnect' });
    }
  });
});
