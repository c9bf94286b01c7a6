/*
 * Kept apart from call-endpoint.ts, which brings the app's client: the public pages (a light build without zod,
 * decision 0099) fill a contract's path with it too, naming the contract by type only.
 */

/** The contract's path with its params filled in, each encoded: '/reviews/:id' with { id: 12 } is '/reviews/12'. */
export function endpointPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path} needs the param ${name}`);
    return encodeURIComponent(String(value));
  });
}
