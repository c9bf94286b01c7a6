import { halLinksSchema } from '../hal';
import { responseBodySchema, responseCreateSchema, responseSchema } from '../reviews';
import { alsoAs, endpoint } from './endpoint';
import { idParams } from './params';

/*
 * Responses to reviews (spec 000 §4): every change answers 202 with the response as it stands, and a job
 * carries it out.
 */

const tags = ['responses'];

export const responseItemSchema = responseSchema.extend({ _links: halLinksSchema });

export const getResponse = endpoint({
  method: 'GET',
  path: '/responses/:id',
  params: idParams,
  responses: { 200: responseItemSchema },
  tags,
});

export const submitResponse = endpoint({
  method: 'POST',
  path: '/responses',
  body: responseCreateSchema,
  responses: { 202: responseItemSchema },
  tags,
});

export const editResponse = endpoint({
  method: 'PATCH',
  path: '/responses/:id',
  params: idParams,
  body: responseBodySchema,
  responses: { 202: responseItemSchema },
  tags,
});
export const replaceResponse = alsoAs(editResponse, 'PUT');

export const deleteResponse = endpoint({
  method: 'DELETE',
  path: '/responses/:id',
  params: idParams,
  responses: { 202: responseItemSchema },
  tags,
});
