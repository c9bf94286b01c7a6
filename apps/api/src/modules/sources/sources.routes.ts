import { getSource, listSources } from '@repute/domain/contracts/sources';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { SourcesService } from './sources.service';

export function sourcesRoutes(app: ContractApp, sources: SourcesService): void {
  route(app, listSources, async (request) => {
    const { rows, total } = sources.list(request.query);
    return halList('sources', rows, total, request.query, '/sources', request.query);
  });

  route(app, getSource, async (request) => halItem(sources.get(request.params.id), `/sources/${request.params.id}`));
}
