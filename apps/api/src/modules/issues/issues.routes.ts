import { pageSlice } from '@repute/domain';
import { listIssues } from '@repute/domain/contracts/issues';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { IssuesService } from './issues.service';

export function issuesRoutes(app: ContractApp, issues: IssuesService): void {
  route(app, listIssues, async (request) => {
    const all = await issues.list(callerOf(request), request.query);
    return halList('issues', pageSlice(all, request.query), all.length, request.query, '/issues', request.query);
  });
}
