import { createStore, useStore } from '../lib/create-store';

/** Spec 000 §4: the realtime connection is connected or disconnected, with subscription counts per channel. */
export type RealtimeState = { connected: boolean; counts: Record<string, number> };

export const INITIAL_REALTIME_STATE: RealtimeState = { connected: false, counts: {} };

export const realtimeStore = createStore<RealtimeState>(INITIAL_REALTIME_STATE);

export function setRealtimeConnected(connected: boolean): void {
  realtimeStore.set((state) => (state.connected === connected ? state : { ...state, connected }));
}

export function setChannelCounts(counts: Record<string, number>): void {
  realtimeStore.set((state) => ({ ...state, counts: { ...state.counts, ...counts } }));
}

export function resetRealtime(): void {
  realtimeStore.set(INITIAL_REALTIME_STATE);
}

export function useRealtimeState(): RealtimeState {
  return useStore(realtimeStore);
}
