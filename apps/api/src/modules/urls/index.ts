export { urlsModule } from './urls.module';
