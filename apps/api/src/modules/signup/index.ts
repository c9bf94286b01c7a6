export { createFirstAdminService, type FirstAdminInput, firstAdminInputSchema } from './first-admin.service';
export { signupModule } from './signup.module';
