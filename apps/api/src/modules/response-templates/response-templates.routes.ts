import {
  createResponseTemplate,
  deleteResponseTemplate,
  getResponseTemplate,
  listResponseTemplates,
  patchResponseTemplate,
  replaceResponseTemplate,
} from '@repute/domain/contracts/response-templates';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { ResponseTemplatesService } from './response-templates.service';

const href = (id: number) => `/response_templates/${id}`;

export function responseTemplatesRoutes(app: ContractApp, templates: ResponseTemplatesService): void {
  route(app, listResponseTemplates, async (request) => {
    const { rows, total } = await templates.list(callerOf(request), request.query);
    return halList('response_templates', rows, total, request.query, '/response_templates', request.query);
  });
  route(app, getResponseTemplate, async (request) =>
    halItem(await templates.get(callerOf(request), request.params.id), href(request.params.id)),
  );
  route(app, createResponseTemplate, async (request, reply) => {
    const template = await templates.create(callerOf(request), request.body);
    return reply.status(201).send(halItem(template, href(template.id)));
  });
  for (const contract of [patchResponseTemplate, replaceResponseTemplate]) {
    route(app, contract, async (request) =>
      halItem(await templates.update(callerOf(request), request.params.id, request.body), href(request.params.id)),
    );
  }
  route(app, deleteResponseTemplate, async (request) =>
    halItem(await templates.remove(callerOf(request), request.params.id), href(request.params.id)),
  );
}
