import { z } from 'zod';
import { authStateSchema } from '../auth';
import { halListSchema } from '../hal';
import {
  impersonationStartSchema,
  staffAccountSchema,
  staffAccountsQuerySchema,
  staffAccountUserSchema,
} from '../impersonation';
import { endpoint } from './endpoint';
import { idParams } from './params';

/*
 * The operator's staff open any account as one of its users (issue 31, decision 0159). Every staff route answers
 * 404 to anyone without a live staff grant, as if it did not exist.
 */

const tags = ['impersonation'];

/** Whether the caller is one of the operator's staff: the web app shows the way in only to them. */
export const getStaffGrant = endpoint({
  method: 'GET',
  path: '/staff',
  responses: { 200: z.object({ staff: z.boolean() }) },
  tags,
});

export const listStaffAccounts = endpoint({
  method: 'GET',
  path: '/staff/accounts',
  query: staffAccountsQuerySchema,
  responses: { 200: halListSchema('accounts', staffAccountSchema) },
  tags,
});

export const listStaffAccountUsers = endpoint({
  method: 'GET',
  path: '/staff/accounts/:id/users',
  params: idParams,
  responses: { 200: halListSchema('users', staffAccountUserSchema) },
  tags,
});

/** A session as the chosen user, marked isImpersonated, ending by itself after IMPERSONATION_MINUTES. */
export const startImpersonation = endpoint({
  method: 'POST',
  path: '/impersonations',
  body: impersonationStartSchema,
  responses: { 201: authStateSchema },
  tags,
});

/** Ends the impersonation session that calls it: 204. */
export const endImpersonation = endpoint({ method: 'DELETE', path: '/impersonation', responses: {}, tags });
