import { z } from 'zod';
import { GLOBAL_TOKEN_STATUSES, OAUTH_PROVIDERS } from './integrations';
import { listQuerySchema } from './list-query';
import { publicFaceShape } from './public-brand';
import { idSchema } from './whole-numbers';

/** Spec 000 §4: the steps of an integration setup. A step without a stored state is unstarted. */
export const SETUP_STEP_STATUSES = ['unstarted', 'started', 'completed', 'skipped'] as const;
export type SetupStepStatus = (typeof SETUP_STEP_STATUSES)[number];

/** How a child's integration stands in the partner's eyes (issue 31): connected, requested, or missing. */
export const CHILD_INTEGRATION_STATES = ['connected', 'requested', 'missing'] as const;
export type ChildIntegrationState = (typeof CHILD_INTEGRATION_STATES)[number];

/** One integration of one child account (OAuth or global token). */
export const childIntegrationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  integration_type: z.enum(['oauth', 'global_token']),
  state: z.enum(CHILD_INTEGRATION_STATES),
  global_token_integration_id: z.number().int().nullable(),
  global_token_integration_status: z.enum(GLOBAL_TOKEN_STATUSES).nullable(),
  /** When the connection stops working unless reconnected (null: it does not expire on its own). */
  expires_at: z.string().nullable(),
  daysUntilExpires: z.number().int().nullable(),
  /** The setup step of an OAuth integration; null for global-token ones. */
  setup_step: z.enum(SETUP_STEP_STATUSES).nullable(),
});
export type ChildIntegration = z.infer<typeof childIntegrationSchema>;

/** A child account with its integrations: a row of the partner's Child integrations. */
export const childAccountIntegrationsSchema = z.object({
  account_id: z.number().int(),
  account_name: z.string(),
  /** Where a setup link goes: the child's owner; null when it has none (no link can be sent). */
  owner_email: z.string().nullable(),
  integrations: z.array(childIntegrationSchema),
});
export type ChildAccountIntegrations = z.infer<typeof childAccountIntegrationsSchema>;

/** GET /partner_tools/child_integrations: the parent's children, by name, 25 a page. */
export const childIntegrationsQuerySchema = listQuerySchema({ perPage: { default: 25, max: 100 } });
export type ChildIntegrationsQuery = z.infer<typeof childIntegrationsQuerySchema>;

/** POST /partner_tools/setup_links: e-mails the child's owner a setup link. */
export const setupLinkCreateSchema = z.object({ child_account_id: idSchema });
export const setupLinkSentSchema = z.object({ sent_to: z.string(), expires_at: z.string() });

/** PATCH /partner_tools/global_token_integrations/{id}: the partner verified a child's request. */
export const globalTokenActivationSchema = z.object({ status: z.literal('active') });

/** What the setup page shows: the child, the partner it speaks as, and each step. */
export const partnerSetupSchema = z.object({
  ...publicFaceShape,
  account_name: z.string(),
  expires_at: z.string(),
  steps: z.array(
    z.object({
      code: z.enum(OAUTH_PROVIDERS),
      name: z.string(),
      status: z.enum(SETUP_STEP_STATUSES),
      connected: z.boolean(),
      /** Whether this install can connect it (its OAuth client is set). */
      available: z.boolean(),
    }),
  ),
  global_tokens: z.array(
    z.object({ id: z.number().int(), name: z.string(), status: z.enum(GLOBAL_TOKEN_STATUSES).nullable() }),
  ),
});
export type PartnerSetup = z.infer<typeof partnerSetupSchema>;

/** The visitor's own changes of a step: skip it, or take the skip back. */
export const setupStepChangeSchema = z.object({ status: z.enum(['skipped', 'unstarted']) });
export const setupGlobalTokenRequestSchema = z.object({ integration_id: idSchema });

/** POST /sso_links: a one-time sign-in link into a child account (decision 0145). */
export const ssoLinkCreateSchema = z.object({ child_account_id: idSchema });
export const ssoLinkSchema = z.object({ url: z.string(), expires_at: z.string() });
/** POST /sso_login: the link's token for a session. */
export const ssoLoginSchema = z.object({ token: z.string().min(1).max(300) });
