import { useCallback, useEffect, useState } from 'react';

/** What `key` holds in this browser, when `parse` accepts it (a stored value may be from an older version). */
function stored<State>(key: string, parse: (value: unknown) => State | undefined): State | undefined {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? undefined : parse(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/**
 * State kept in this browser's local storage under `key` (spec 000 §9 "persisted locally"), so that it survives
 * leaving the screen and a reload. `clear` returns to `initial`. Without a key it is plain state.
 */
export function useLocalState<State>(
  key: string | null,
  initial: State,
  parse: (value: unknown) => State | undefined,
): [State, (next: State | ((current: State) => State)) => void, () => void] {
  const [state, setState] = useState<State>(() => (key === null ? undefined : stored(key, parse)) ?? initial);
  useEffect(() => {
    if (key !== null) window.localStorage.setItem(key, JSON.stringify(state));
  }, [key, state]);
  // Back to the start: what is stored then is the start too, which reads back the same.
  const clear = useCallback(() => setState(initial), [initial]);
  return [state, setState, clear];
}
