export { amplifyModule } from './amplify.module';
export type { AmplifyService } from './amplify.service';
export { WIDGET_DIST } from './widget-loader-files';
