export { usersModule } from './users.module';
