/**
 * The versioned HAL media type every call sends and every answer carries (ARCHITECTURE §3). A module of its own,
 * without zod: the API client of the light public pages loads it (decision 0099).
 */
export const HAL_MEDIA_TYPE = 'application/vnd.repute.v1+hal+json';
