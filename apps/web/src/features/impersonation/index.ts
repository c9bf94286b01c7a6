export { useEndImpersonation, useStaffGrant } from './impersonation-api';
