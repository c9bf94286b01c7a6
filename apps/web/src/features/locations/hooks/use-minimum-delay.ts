import { useEffect, useState } from 'react';

/** False for the first `ms` milliseconds after mounting: the form's loading skeleton (spec 001 §2, §9). */
export function useMinimumDelay(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDone(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return done;
}
