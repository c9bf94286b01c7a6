import { useCallback, useReducer } from 'react';
import { dismissalCookie, isDismissed } from './dismissal-cookie';

/**
 * Whether a banner was dismissed in the last 30 days, and the call that dismisses it. The cookie itself is
 * the state (read on every render), so it holds for whichever account the name is for.
 */
export function useDismissalCookie(name: string): [dismissed: boolean, dismiss: () => void] {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const dismiss = useCallback(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the spec asks for a cookie; the Cookie Store API is async and not in every browser we serve
    document.cookie = dismissalCookie(name, window.location.protocol === 'https:');
    rerender();
  }, [name]);
  return [isDismissed(document.cookie, name), dismiss];
}
