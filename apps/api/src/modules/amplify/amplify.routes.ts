import {
  createWidget,
  deleteWidget,
  getWidget,
  listWidgets,
  patchWidget,
  previewWidget,
  replaceWidget,
} from '@repute/domain/contracts/amplify';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { AmplifyService } from './amplify.service';

const href = (id: number) => `/amplify/widgets/${id}`;

/** Widgets CRUD (spec 001 §7 "Amplify": GET /amplify/widgets with page and keywords). */
export function amplifyRoutes(app: ContractApp, amplify: AmplifyService): void {
  route(app, listWidgets, async (request) => {
    const { rows, total } = await amplify.list(callerOf(request), request.query);
    const items = rows.map((widget) => halItem(widget, href(widget.id)));
    const list = halList('widgets', items, total, request.query, '/amplify/widgets', request.query);
    const { page, per_page } = request.query;
    return { ...list, widgets: items, paging: { page, per_page, total, total_pages: list._total_pages } };
  });
  route(app, getWidget, async (request) =>
    halItem(await amplify.get(callerOf(request), request.params.id), href(request.params.id)),
  );
  route(app, createWidget, async (request, reply) => {
    const widget = await amplify.create(callerOf(request), request.body);
    return reply.status(201).send(halItem(widget, href(widget.id)));
  });
  for (const contract of [patchWidget, replaceWidget]) {
    route(app, contract, async (request) =>
      halItem(await amplify.update(callerOf(request), request.params.id, request.body), href(request.params.id)),
    );
  }
  /** Decision 0059: the builder's live preview, rendered by the same code as the embed. */
  route(app, previewWidget, async (request) => amplify.preview(callerOf(request), request.body));
  route(app, deleteWidget, async (request) =>
    halItem(await amplify.remove(callerOf(request), request.params.id), href(request.params.id)),
  );
}
