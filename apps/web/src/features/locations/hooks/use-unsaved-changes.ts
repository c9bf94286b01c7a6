import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Spec 001 §2 "unsaved changes and exit prompts": leaving the page inside the app while the form has changes
 * asks first (the caller shows the modal for the blocker); leaving the app (reload, close) gets the browser's
 * own prompt. `allowLeave` lets a finished save navigate away.
 */
export function useUnsavedChanges(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowRef = useRef(false);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !allowRef.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    blocker,
    allowLeave: () => {
      allowRef.current = true;
    },
  };
}
