export { reference } from './reference';
export { referenceModule } from './reference.module';
