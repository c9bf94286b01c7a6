import { createApiClient } from '../shared/api/http-client';

/** The public pages' calls: no session is ever sent (the link's token, or its signature, is the key). */
export const publicApi = createApiClient({
  fetch: (input, init) => fetch(input, init),
  baseUrl: '/api',
  getCredentials: () => null,
});
