import { z } from 'zod';
import { halLinksSchema, halListSchema } from '../hal';
import {
  globalTokenIntegrationCreateSchema,
  integrationSchema,
  integrationsQuerySchema,
  oauthOutboundSchema,
} from '../integrations';
import { endpoint } from './endpoint';
import { idParams } from './params';

/** The integrations page: the sites the account can connect, by a shared token or by the provider's OAuth consent. */

const tags = ['integrations'];

const integrationItemSchema = integrationSchema.extend({ _links: halLinksSchema });
const providerParams = z.object({ provider: z.string().max(40) });

export const listIntegrations = endpoint({
  method: 'GET',
  path: '/integrations',
  query: integrationsQuerySchema,
  responses: { 200: halListSchema('integrations', integrationSchema) },
  tags,
});

export const getIntegration = endpoint({
  method: 'GET',
  path: '/integrations/:id',
  params: idParams,
  responses: { 200: integrationItemSchema },
  tags,
});

export const requestGlobalTokenAccess = endpoint({
  method: 'POST',
  path: '/global_token_integrations',
  body: globalTokenIntegrationCreateSchema,
  responses: { 201: integrationItemSchema },
  tags,
});

/** Where to send the browser for the provider's consent; the answer also sets the state cookie. */
export const oauthOutbound = endpoint({
  method: 'GET',
  path: '/oauth/outbound/:provider',
  params: providerParams,
  responses: { 200: oauthOutboundSchema },
  tags,
});

/** The provider sends the browser here; it answers a redirect back into the app, never JSON. */
export const oauthCallback = endpoint({
  method: 'GET',
  path: '/oauth/callback/:provider',
  params: providerParams,
  query: z
    .object({
      code: z.string().max(4096).optional(),
      state: z.string().max(200).optional(),
      error: z.string().max(200).optional(),
    })
    .passthrough(),
  responses: {},
  tags,
});
