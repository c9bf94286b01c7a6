import type { Socket } from 'socket.io-client';
import type { Credentials } from '../api/http-client';
import { createRealtimeEvents, REALTIME_RECONNECTED, type RealtimeHandler } from './realtime-events';
import { resetRealtime, setChannelCounts, setRealtimeConnected } from './realtime-store';

export const REALTIME_PATH = '/realtime';

type SubscribeAck = { channel: string; count: number };

let socket: Socket | null = null;
let generation = 0;
const channels = new Set<string>();
const events = createRealtimeEvents();

/**
 * Listens to a server event on the subscribed channels (e.g. RESPONSE_PUBLISH_COMPLETED on account:{id}).
 * Works before the socket exists and across reconnects and sessions; returns the function that stops it.
 */
export function onRealtimeEvent(event: string, handler: RealtimeHandler): () => void {
  return events.on(event, handler);
}

function isAck(value: unknown): value is SubscribeAck {
  if (!value || typeof value !== 'object') return false;
  const ack = value as Partial<SubscribeAck>;
  return typeof ack.channel === 'string' && typeof ack.count === 'number';
}

function sendSubscribe(target: Socket, channel: string): void {
  target.emit('subscribe', { channel }, (ack: unknown) => {
    if (isAck(ack)) setChannelCounts({ [ack.channel]: ack.count });
  });
}

/** Joins a channel now if connected, and again after every reconnect. */
export function subscribeChannel(channel: string): void {
  channels.add(channel);
  if (socket?.connected) sendSubscribe(socket, channel);
}

/** Opens the realtime channel with the session's credentials; socket.io is loaded only when needed. */
export async function connectRealtime(credentials: Credentials, initialChannels: string[]): Promise<void> {
  disconnectRealtime();
  const mine = generation;
  for (const channel of initialChannels) channels.add(channel);
  const { io } = await import('socket.io-client');
  if (mine !== generation) return;
  // WebSocket first: a server of several processes (WEB_CONCURRENCY) offers nothing else; long-polling only
  // where a WebSocket cannot open.
  const next = io({
    path: REALTIME_PATH,
    auth: { email: credentials.email, token: credentials.token },
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  });
  socket = next;
  let connectedBefore = false;
  next.on('connect', () => {
    setRealtimeConnected(true);
    for (const channel of channels) sendSubscribe(next, channel);
    // Events sent while the channel was down are lost: listeners re-read what they wait for.
    if (connectedBefore) events.emit(REALTIME_RECONNECTED, null);
    connectedBefore = true;
  });
  next.onAny((event: string, payload: unknown) => events.emit(event, payload));
  next.on('disconnect', () => setRealtimeConnected(false));
  next.on('subscriptions', (counts: unknown) => {
    if (counts && typeof counts === 'object') {
      const numeric = Object.entries(counts).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
      setChannelCounts(Object.fromEntries(numeric));
    }
  });
}

export function disconnectRealtime(): void {
  generation += 1;
  channels.clear();
  socket?.removeAllListeners();
  socket?.offAny();
  socket?.disconnect();
  socket = null;
  resetRealtime();
}
