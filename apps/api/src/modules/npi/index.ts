export { npiModule } from './npi.module';
