export { localSearchModule } from './local-search.module';
