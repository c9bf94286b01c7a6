import { endpoint } from './endpoint';

/*
 * GET/POST/PUT/PATCH/DELETE /triage answer what arrived, so the /triage page can test each method (spec 000 §7).
 * The echo takes any query and body and is documented without a schema.
 */

const tags = ['triage'];

export const triageGet = endpoint({ method: 'GET', path: '/triage', responses: {}, tags });
export const triagePost = endpoint({ method: 'POST', path: '/triage', responses: {}, tags });
export const triagePut = endpoint({ method: 'PUT', path: '/triage', responses: {}, tags });
export const triagePatch = endpoint({ method: 'PATCH', path: '/triage', responses: {}, tags });
export const triageDelete = endpoint({ method: 'DELETE', path: '/triage', responses: {}, tags });
