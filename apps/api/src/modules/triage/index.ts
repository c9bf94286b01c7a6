export { triageModule } from './triage.module';
