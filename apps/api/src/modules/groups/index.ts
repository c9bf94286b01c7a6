export { groupsCsv } from './groups.csv';
export { createGroupsRepo } from './groups.repo';
export { groupsRoutes } from './groups.routes';
export { createGroupsService } from './groups.service';
