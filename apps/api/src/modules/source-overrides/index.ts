export { sourceOverridesModule } from './source-overrides.module';
