import {
  accountSchema,
  halListSchema,
  idSchema,
  listQuerySchema,
  setupProgressSchema,
  whitelabelSchema,
} from '@repute/domain';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { AccountsService } from './accounts.service';

const codeValue = z.object({ code: z.string(), value: z.string() });
const accountQuery = listQuerySchema().extend({ account_id: idSchema.optional() });

export function accountsRoutes(app: TypedApp, accounts: AccountsService): void {
  app.get(
    '/accounts',
    {
      schema: {
        tags: ['accounts'],
        querystring: listQuerySchema().extend({ parent_id: idSchema }),
        response: { 200: halListSchema('accounts', accountSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await accounts.listChildren(callerOf(request), request.query.parent_id, request.query);
      return halList('accounts', rows, total, request.query, '/accounts', request.query);
    },
  );

  app.get(
    '/accounts/:id',
    {
      schema: {
        tags: ['accounts'],
        params: idParams,
        querystring: z.object({ parent_id: idSchema.optional(), nonce: z.string().optional() }),
        response: { 200: accountSchema.extend({ _links: z.any() }) },
      },
    },
    async (request) =>
      halItem(await accounts.get(callerOf(request), request.params.id), `/accounts/${request.params.id}`),
  );

  app.get(
    '/accounts/:id/setup_progress',
    { schema: { tags: ['accounts'], params: idParams, response: { 200: setupProgressSchema } } },
    async (request) => accounts.setupProgress(callerOf(request), request.params.id),
  );

  app.get(
    '/account_settings',
    {
      schema: {
        tags: ['accounts'],
        querystring: accountQuery,
        response: { 200: halListSchema('account_settings', codeValue) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const accountId = request.query.account_id ?? caller.accountId;
      const { rows, total } = await accounts.settings(caller, accountId, request.query);
      return halList('account_settings', rows, total, request.query, '/account_settings', request.query);
    },
  );

  app.get(
    '/account_experiments',
    {
      schema: {
        tags: ['accounts'],
        querystring: accountQuery,
        response: { 200: halListSchema('account_experiments', codeValue) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const accountId = request.query.account_id ?? caller.accountId;
      const { rows, total } = await accounts.experiments(caller, accountId, request.query);
      return halList('account_experiments', rows, total, request.query, '/account_experiments', request.query);
    },
  );

  app.get('/mywhitelabel', { schema: { tags: ['accounts'], response: { 200: whitelabelSchema } } }, async (request) =>
    accounts.myWhitelabel(callerOf(request)),
  );

  app.get(
    '/whitelabels',
    {
      schema: {
        tags: ['accounts'],
        querystring: z.object({ custom_domain: z.string().min(1).max(253), nonce: z.string().optional() }),
        response: { 200: halListSchema('whitelabels', whitelabelSchema) },
      },
    },
    async (request) => {
      const rows = await accounts.whitelabelsByDomain(request.query.custom_domain);
      return halList(
        'whitelabels',
        rows,
        rows.length,
        { page: 1, per_page: Math.max(rows.length, 1) },
        '/whitelabels',
        {
          custom_domain: request.query.custom_domain,
        },
      );
    },
  );
}
