export { issuesRoutes } from './issues.routes';
export { createIssuesService } from './issues.service';
