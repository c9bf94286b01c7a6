export { responseTemplatesModule } from './response-templates.module';
export type { ResponseTemplatesService } from './response-templates.service';
