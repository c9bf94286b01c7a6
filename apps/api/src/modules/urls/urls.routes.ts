import { createUrl, deleteUrl, getUrl, listUrls, patchUrl, replaceUrl } from '@repute/domain/contracts/urls';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { UrlsService } from './urls.service';

/** A location's pages on review sites (GET /urls, spec 000 §7) with their sync state; create, change, delete. */
export function urlsRoutes(app: ContractApp, urls: UrlsService): void {
  route(app, listUrls, async (request) => {
    const { rows, total } = await urls.list(callerOf(request), request.query);
    return halList('urls', rows, total, request.query, '/urls', request.query);
  });

  route(app, getUrl, async (request) =>
    halItem(await urls.get(callerOf(request), request.params.id), `/urls/${request.params.id}`),
  );

  route(app, createUrl, async (request, reply) => {
    const page = await urls.create(callerOf(request), request.body);
    return reply.status(201).send(halItem(page, `/urls/${page.id}`));
  });

  for (const contract of [patchUrl, replaceUrl]) {
    route(app, contract, async (request) =>
      halItem(await urls.patch(callerOf(request), request.params.id, request.body), `/urls/${request.params.id}`),
    );
  }

  route(app, deleteUrl, async (request) =>
    halItem(await urls.remove(callerOf(request), request.params.id), `/urls/${request.params.id}`),
  );
}
