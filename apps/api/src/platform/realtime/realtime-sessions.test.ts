import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { useRealtimeSockets } from '../../../test/realtime-sockets';
import { client, login, useTestApp } from '../../../test/test-app';

const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' } });
const { connected } = useRealtimeSockets(t);

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
