export { useBillingDisplay } from './api';
