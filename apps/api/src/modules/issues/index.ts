export { issuesModule } from './issues.module';
