import { useSyncExternalStore } from 'react';

export type Listener<State> = (next: State, previous: State) => void;

export type Store<State> = {
  get: () => State;
  set: (next: State | ((previous: State) => State)) => void;
  subscribe: (listener: Listener<State>) => () => void;
};

/** A tiny external store: one value, synchronous listeners, readable from React with useStore. */
export function createStore<State>(initial: State): Store<State> {
  let state = initial;
  const listeners = new Set<Listener<State>>();
  return {
    get: () => state,
    set: (next) => {
      const previous = state;
      state = typeof next === 'function' ? (next as (previous: State) => State)(previous) : next;
      if (Object.is(state, previous)) return;
      for (const listener of [...listeners]) listener(state, previous);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<State>(store: Store<State>): State {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
