/** What a JSON call to a spawned server answered. */
export type Answer = { status: number; body: Record<string, unknown> };

/** JSON calls over real HTTP to a server process a test spawned on `port`, signed in when `authorization` is given. */
export function httpApi(port: number, authorization?: string) {
  return async (method: string, url: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(authorization ? { authorization } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}
