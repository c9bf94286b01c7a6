import { type ListQuery, pageWindow, type RequestTemplate, type RequestTemplateBody } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { notFound } from '../../platform/errors';
import type { ReviewRequestsRepo, TemplateRow, TemplateValues } from './review-requests.repo';

const toTemplate = (row: TemplateRow): RequestTemplate => ({
  id: row.id,
  account_id: row.accountId,
  name: row.name,
  request_type_id: row.requestType,
  request_type_symbol: row.requestType,
  layout_id: row.layout,
  subject: row.subject,
  content: row.content,
  header_text: row.headerText,
  created_at: row.createdAt.toISOString(),
});

const valuesOf = (body: RequestTemplateBody): TemplateValues => ({
  name: body.name,
  requestType: body.request_type_id,
  layout: body.layout_id,
  subject: body.subject,
  content: body.content,
  headerText: body.header_text,
});

/** Review request templates (spec 000 §3 "Template"): what a campaign's words start from. */
export function createRequestTemplatesService({ repo }: { repo: ReviewRequestsRepo }) {
  async function own(caller: Caller, id: number) {
    const row = await repo.findTemplate(caller.accountId, id);
    if (!row) throw notFound('Template not found');
    return row;
  }
  return {
    async list(caller: Caller, query: ListQuery & { account_id?: number }) {
      await accountInScope(caller, query.account_id);
      const { rows, total } = await repo.listTemplates(caller.accountId, pageWindow(query));
      return { rows: rows.map(toTemplate), total };
    },
    async get(caller: Caller, id: number) {
      return toTemplate(await own(caller, id));
    },
    async create(caller: Caller, body: RequestTemplateBody) {
      await accountInScope(caller, body.account_id);
      return toTemplate(await repo.insertTemplate(caller.accountId, valuesOf(body)));
    },
    async update(caller: Caller, id: number, body: RequestTemplateBody) {
      await accountInScope(caller, body.account_id);
      await own(caller, id);
      const row = await repo.updateTemplate(caller.accountId, id, valuesOf(body));
      if (!row) throw notFound('Template not found');
      return toTemplate(row);
    },
    async remove(caller: Caller, id: number) {
      const row = await own(caller, id);
      await repo.removeTemplate(caller.accountId, id);
      return toTemplate(row);
    },
  };
}

export type RequestTemplatesService = ReturnType<typeof createRequestTemplatesService>;
