import { halLinksSchema, halListSchema } from '../hal';
import {
  filledTemplateSchema,
  responseTemplateBodySchema,
  responseTemplateSchema,
  responseTemplatesQuerySchema,
} from '../response-templates';
import { alsoAs, endpoint } from './endpoint';
import { idParams } from './params';

/** Response templates (spec 000 §4): listed for a review, each is filled in for it. */

const tags = ['responses'];

export const responseTemplateItemSchema = responseTemplateSchema.extend({ _links: halLinksSchema });

export const listResponseTemplates = endpoint({
  method: 'GET',
  path: '/response_templates',
  query: responseTemplatesQuerySchema,
  responses: { 200: halListSchema('response_templates', filledTemplateSchema) },
  tags,
});

export const getResponseTemplate = endpoint({
  method: 'GET',
  path: '/response_templates/:id',
  params: idParams,
  responses: { 200: responseTemplateItemSchema },
  tags,
});

export const createResponseTemplate = endpoint({
  method: 'POST',
  path: '/response_templates',
  body: responseTemplateBodySchema,
  responses: { 201: responseTemplateItemSchema },
  tags,
});

export const patchResponseTemplate = endpoint({
  method: 'PATCH',
  path: '/response_templates/:id',
  params: idParams,
  body: responseTemplateBodySchema,
  responses: { 200: responseTemplateItemSchema },
  tags,
});
export const replaceResponseTemplate = alsoAs(patchResponseTemplate, 'PUT');

export const deleteResponseTemplate = endpoint({
  method: 'DELETE',
  path: '/response_templates/:id',
  params: idParams,
  responses: { 200: responseTemplateItemSchema },
  tags,
});
