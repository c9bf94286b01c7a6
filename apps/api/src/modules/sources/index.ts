export { sourcesModule } from './sources.module';
