export { userPreferencesModule } from './user-preferences.module';
