export { responseTemplatesModule } from './response-templates.module';
