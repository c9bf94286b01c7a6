import { z } from 'zod';
import { accountPatchSchema, accountSchema, setupProgressSchema, whitelabelSchema } from '../accounts';
import { halListSchema } from '../hal';
import { listQuerySchema } from '../list-query';
import { idSchema } from '../whole-numbers';
import { endpoint } from './endpoint';
import { idParams } from './params';

/** Accounts, their settings and experiments, and the brand they show (spec 000 §2, §7). */

const tags = ['accounts'];

/** A setting or experiment of the account: its code and value. */
export const codeValueSchema = z.object({ code: z.string(), value: z.string() });
const accountQuery = listQuerySchema().extend({ account_id: idSchema.optional() });

/** A parent's children. */
export const listAccounts = endpoint({
  method: 'GET',
  path: '/accounts',
  query: listQuerySchema().extend({ parent_id: idSchema }),
  responses: { 200: halListSchema('accounts', accountSchema) },
  tags,
});

export const getAccount = endpoint({
  method: 'GET',
  path: '/accounts/:id',
  params: idParams,
  query: z.object({ parent_id: idSchema.optional(), nonce: z.string().optional() }),
  responses: { 200: accountSchema.extend({ _links: z.any() }) },
  tags,
});

/** An admin renames their own account or changes its vertical (decision 0133). */
export const patchAccount = endpoint({
  method: 'PATCH',
  path: '/accounts/:id',
  params: idParams,
  body: accountPatchSchema,
  responses: { 200: accountSchema.extend({ _links: z.any() }) },
  tags,
});

export const getSetupProgress = endpoint({
  method: 'GET',
  path: '/accounts/:id/setup_progress',
  params: idParams,
  responses: { 200: setupProgressSchema },
  tags,
});

/** The account's feature gates, which the app reads to decide what to show. */
export const listAccountSettings = endpoint({
  method: 'GET',
  path: '/account_settings',
  query: accountQuery,
  responses: { 200: halListSchema('account_settings', codeValueSchema) },
  tags,
});

export const listAccountExperiments = endpoint({
  method: 'GET',
  path: '/account_experiments',
  query: accountQuery,
  responses: { 200: halListSchema('account_experiments', codeValueSchema) },
  tags,
});

export const getMyWhitelabel = endpoint({
  method: 'GET',
  path: '/mywhitelabel',
  responses: { 200: whitelabelSchema },
  tags,
});

/** The brand of a sign-in page on a custom domain, before anyone signs in. */
export const listWhitelabels = endpoint({
  method: 'GET',
  path: '/whitelabels',
  query: z.object({ custom_domain: z.string().min(1).max(253), nonce: z.string().optional() }),
  responses: { 200: halListSchema('whitelabels', whitelabelSchema) },
  tags,
});
