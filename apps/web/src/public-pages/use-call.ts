import { useCallback, useEffect, useState } from 'preact/hooks';
import { ApiError } from '../shared/api/api-error';

/**
 * What a page's opening call gave: nothing yet, its answer, or a failure with the server's HTTP status (0 when it
 * was not reached), for a page that tells an expired link from a wrong one.
 */
export type Loaded<T> = { status: 'pending' } | { status: 'done'; data: T } | { status: 'failed'; httpStatus: number };

/**
 * Makes the page's call once when it opens (the light pages have no query cache, decision 0099). The setter puts
 * a later answer in its place (the unsubscribe page shows the state its change answered).
 */
export function useLoad<T>(load: () => Promise<T>): [Loaded<T>, (data: T) => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'pending' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's call is made once, when it opens.
  useEffect(() => {
    load().then(
      (data) => setLoaded({ status: 'done', data }),
      (error: unknown) => setLoaded({ status: 'failed', httpStatus: error instanceof ApiError ? error.status : 0 }),
    );
  }, []);
  const replace = useCallback((data: T) => setLoaded({ status: 'done', data }), []);
  return [loaded, replace];
}

export type SendState = 'idle' | 'sending' | 'sent' | 'failed';

/** A call the visitor makes (an answer, an unsubscribe): where it is, and the way to start again. */
export function useSend<Input, Output>(send: (input: Input) => Promise<Output>) {
  const [state, setState] = useState<SendState>('idle');
  const run = useCallback(
    async (input: Input): Promise<Output | undefined> => {
      setState('sending');
      try {
        const output = await send(input);
        setState('sent');
        return output;
      } catch {
        setState('failed');
        return undefined;
      }
    },
    [send],
  );
  const reset = useCallback(() => setState('idle'), []);
  return { state, run, reset };
}
