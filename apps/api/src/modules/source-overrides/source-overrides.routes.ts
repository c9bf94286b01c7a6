import {
  createSourceOverride,
  deleteSourceOverride,
  getSourceOverride,
  listSourceOverrides,
  patchSourceOverride,
  replaceSourceOverride,
} from '@repute/domain/contracts/source-overrides';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { SourceOverridesService } from './source-overrides.service';

const PATH = '/location_source_overrides';

export function sourceOverridesRoutes(app: ContractApp, overrides: SourceOverridesService): void {
  route(app, listSourceOverrides, async (request) => {
    const { rows, total } = await overrides.list(callerOf(request), request.query);
    return halList('location_source_overrides', rows, total, request.query, PATH, request.query);
  });

  route(app, getSourceOverride, async (request) =>
    halItem(await overrides.get(callerOf(request), request.params.id), `${PATH}/${request.params.id}`),
  );

  route(app, createSourceOverride, async (request, reply) => {
    const override = await overrides.create(callerOf(request), request.body);
    return reply.status(201).send(halItem(override, `${PATH}/${override.id}`));
  });

  for (const contract of [patchSourceOverride, replaceSourceOverride]) {
    route(app, contract, async (request) =>
      halItem(
        await overrides.patch(callerOf(request), request.params.id, request.body),
        `${PATH}/${request.params.id}`,
      ),
    );
  }

  route(app, deleteSourceOverride, async (request) =>
    halItem(await overrides.remove(callerOf(request), request.params.id), `${PATH}/${request.params.id}`),
  );
}
