export { createSignupRepo } from './signup.repo';
export { signupRoutes } from './signup.routes';
export { createSignupService } from './signup.service';
