export { passwordsModule } from './passwords.module';
