import { alertCreateSchema, alertPatchSchema, alertSchema, alertsQuerySchema } from '../alerts';
import { halLinksSchema, halListSchema } from '../hal';
import { alsoAs, endpoint } from './endpoint';
import { idParams } from './params';

/** The caller's review alerts (issue 11 §3; spec 000 §1 "alerts" fetched generically). */

const tags = ['alerts'];

export const alertItemSchema = alertSchema.extend({ _links: halLinksSchema });

export const listAlerts = endpoint({
  method: 'GET',
  path: '/alerts',
  query: alertsQuerySchema,
  responses: { 200: halListSchema('alerts', alertSchema) },
  tags,
});

export const getAlert = endpoint({
  method: 'GET',
  path: '/alerts/:id',
  params: idParams,
  responses: { 200: alertItemSchema },
  tags,
});

export const createAlert = endpoint({
  method: 'POST',
  path: '/alerts',
  body: alertCreateSchema,
  responses: { 201: alertItemSchema },
  tags,
});

export const patchAlert = endpoint({
  method: 'PATCH',
  path: '/alerts/:id',
  params: idParams,
  body: alertPatchSchema,
  responses: { 200: alertItemSchema },
  tags,
});
export const replaceAlert = alsoAs(patchAlert, 'PUT');

export const deleteAlert = endpoint({
  method: 'DELETE',
  path: '/alerts/:id',
  params: idParams,
  responses: { 200: alertItemSchema },
  tags,
});
