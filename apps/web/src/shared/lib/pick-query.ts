/** The subset of a query string with only the given keys, as '?a=b' or ''. */
export function pickQuery(search: string | URLSearchParams, keys: readonly string[]): string {
  const source = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams();
  for (const key of keys) {
    const value = source.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
