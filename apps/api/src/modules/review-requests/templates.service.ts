import { type ListQuery, pageWindow, type RequestTemplate, type RequestTemplateBody } from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { accountInScope } from '../../platform/auth/scope';
import { badRequest, notFound } from '../../platform/errors';
import { isOwnHeaderImage } from './header-images';
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
  header_image: row.headerImage,
  use_header_image: row.useHeaderImage,
  metadata: row.metadata,
  resource_type: row.resourceType,
  resource_id: row.resourceId,
  created_at: row.createdAt.toISOString(),
});

const valuesOf = (body: RequestTemplateBody): TemplateValues => ({
  name: body.name,
  requestType: body.request_type_id,
  layout: body.layout_id,
  subject: body.subject,
  content: body.content,
  headerText: body.header_text,
  headerImage: body.header_image,
  useHeaderImage: body.use_header_image && body.header_image !== '',
  metadata: body.metadata,
  resourceType: body.resource_type,
  resourceId: body.resource_id,
});

/** Review request templates (spec 000 §3 "Template"): what a campaign's words start from. */
export function createRequestTemplatesService({ repo }: { repo: ReviewRequestsRepo }) {
  /** The header image is one this account uploaded; the resource, when named, is one of its locations. */
  async function assertValid(caller: Caller, body: RequestTemplateBody) {
    if (body.header_image && !isOwnHeaderImage(caller.accountId, body.header_image)) {
      throw badRequest('Invalid template', { header_image: ['Upload the header image first'] });
    }
    if ((body.resource_type === null) !== (body.resource_id === null)) {
      throw badRequest('Invalid template', { resource_id: ['resource_type and resource_id go together'] });
    }
    if (body.resource_id !== null && !(await repo.locationName(caller.accountId, body.resource_id))) {
      throw badRequest('Invalid template', { resource_id: ['Location not found'] });
    }
  }
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
      await assertValid(caller, body);
      return toTemplate(await repo.insertTemplate(caller.accountId, valuesOf(body)));
    },
    async update(caller: Caller, id: number, body: RequestTemplateBody) {
      await accountInScope(caller, body.account_id);
      await own(caller, id);
      await assertValid(caller, body);
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
