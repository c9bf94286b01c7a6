import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { activeFlags, featureFlagsCookie, flagsFromQuery } from './feature-flags';

/** The flags on for this page: the cookie's and the address's; a flag the address sets is remembered. */
export function useFeatureFlags(): ReadonlySet<string> {
  const { search } = useLocation();
  const flags = useMemo(() => activeFlags(document.cookie, search), [search]);
  useEffect(() => {
    if (flagsFromQuery(search).size > 0) {
      // biome-ignore lint/suspicious/noDocumentCookie: the spec asks for a cookie; the Cookie Store API is async and not in every browser we serve
      document.cookie = featureFlagsCookie(flags, window.location.protocol === 'https:');
    }
  }, [flags, search]);
  return flags;
}

export function useFeatureFlag(name: string): boolean {
  return useFeatureFlags().has(name.toLowerCase());
}
