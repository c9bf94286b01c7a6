import { describe, expect, it, vi } from 'vitest';
import { createRealtimeEvents } from './realtime-events';

describe('realtime events', () => {
  it('delivers an event to every handler of that event only', () => {
    const events = createRealtimeEvents();
    const published = vi.fn();
    const alsoPublished = vi.fn();
    const deleted = vi.fn();
    events.on('RESPONSE_PUBLISH_COMPLETED', published);
    events.on('RESPONSE_PUBLISH_COMPLETED', alsoPublished);
    events.on('RESPONSE_DELETE_COMPLETED', deleted);
    events.emit('RESPONSE_PUBLISH_COMPLETED', { review_id: 7 });
    expect(published).toHaveBeenCalledWith({ review_id: 7 });
    expect(alsoPublished).toHaveBeenCalledWith({ review_id: 7 });
    expect(deleted).not.toHaveBeenCalled();
  });

  it('stops delivering once the handler is removed, and ignores events nobody listens to', () => {
    const events = createRealtimeEvents();
    const handler = vi.fn();
    const off = events.on('REVIEWS_SYNCED', handler);
    off();
    off();
    events.emit('REVIEWS_SYNCED', {});
    events.emit('UNKNOWN', {});
    expect(handler).not.toHaveBeenCalled();
  });

  it('lets a handler remove itself while the event is being delivered without skipping the others', () => {
    const events = createRealtimeEvents();
    const calls: string[] = [];
    const offFirst = events.on('E', () => {
      calls.push('first');
      offFirst();
    });
    events.on('E', () => calls.push('second'));
    events.emit('E', null);
    events.emit('E', null);
    expect(calls).toEqual(['first', 'second', 'second']);
  });

  it('a stale remover does not drop handlers registered after its event went quiet', () => {
    const events = createRealtimeEvents();
    const offFirst = events.on('E', () => {});
    offFirst();
    const second = vi.fn();
    events.on('E', second);
    offFirst();
    events.emit('E', 1);
    expect(second).toHaveBeenCalledWith(1);
  });
});
