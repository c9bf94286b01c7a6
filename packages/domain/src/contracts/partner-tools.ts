import { z } from 'zod';
import { halLinksSchema, halListSchema } from '../hal';
import { integrationSchema, OAUTH_PROVIDERS } from '../integrations';
import {
  childAccountIntegrationsSchema,
  childIntegrationsQuerySchema,
  globalTokenActivationSchema,
  partnerSetupSchema,
  setupGlobalTokenRequestSchema,
  setupLinkCreateSchema,
  setupLinkSentSchema,
  setupStepChangeSchema,
} from '../partner-tools';
import { endpoint } from './endpoint';
import { idParams } from './params';

/** Partner tools (issue 31, decision 0144): the children's integrations, and the setup link's public page. */

const tags = ['partner-tools'];
const tokenParams = z.object({ token: z.string().min(1).max(300) });

export const listChildIntegrations = endpoint({
  method: 'GET',
  path: '/partner_tools/child_integrations',
  query: childIntegrationsQuerySchema,
  responses: { 200: halListSchema('child_integrations', childAccountIntegrationsSchema) },
  tags,
});

export const sendSetupLink = endpoint({
  method: 'POST',
  path: '/partner_tools/setup_links',
  body: setupLinkCreateSchema,
  responses: { 202: setupLinkSentSchema },
  tags,
});

export const activateChildGlobalToken = endpoint({
  method: 'PATCH',
  path: '/partner_tools/global_token_integrations/:id',
  params: idParams,
  body: globalTokenActivationSchema,
  responses: { 200: integrationSchema.extend({ _links: halLinksSchema }) },
  tags,
});

export const describePartnerSetup = endpoint({
  method: 'GET',
  path: '/public/partner_setup/:token',
  params: tokenParams,
  responses: { 200: partnerSetupSchema },
  tags,
});

/** A top-level navigation: answers a redirect to the provider's consent (or to the error page), never JSON. */
export const partnerSetupOauth = endpoint({
  method: 'GET',
  path: '/public/partner_setup/:token/oauth/:provider',
  params: tokenParams.extend({ provider: z.enum(OAUTH_PROVIDERS) }),
  responses: {},
  tags,
});

export const changePartnerSetupStep = endpoint({
  method: 'PUT',
  path: '/public/partner_setup/:token/steps/:step',
  params: tokenParams.extend({ step: z.enum(OAUTH_PROVIDERS) }),
  body: setupStepChangeSchema,
  responses: { 200: partnerSetupSchema },
  tags,
});

export const requestPartnerSetupGlobalToken = endpoint({
  method: 'POST',
  path: '/public/partner_setup/:token/global_tokens',
  params: tokenParams,
  body: setupGlobalTokenRequestSchema,
  responses: { 201: partnerSetupSchema },
  tags,
});
