export { createFirstAdminService, type FirstAdminInput, firstAdminInputSchema } from './first-admin.service';
export { createSignupRepo } from './signup.repo';
export { signupRoutes } from './signup.routes';
export { createSignupService } from './signup.service';
