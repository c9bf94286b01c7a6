export { createFirstAdminRepo } from './first-admin.repo';
export { createFirstAdminService, type FirstAdminInput, firstAdminInputSchema } from './first-admin.service';
