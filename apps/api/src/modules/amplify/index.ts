export { createAmplifyRepo } from './amplify.repo';
export { amplifyRoutes } from './amplify.routes';
export { type AmplifyService, createAmplifyService } from './amplify.service';
export { amplifyPublicRoutes } from './amplify-public.routes';
export { WIDGET_DIST } from './widget-loader-files';
