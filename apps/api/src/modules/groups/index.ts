export { groupsCsv } from './groups.csv';
export { groupsModule } from './groups.module';
