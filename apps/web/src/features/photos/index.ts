/**
 * The photos feature's public surface: what other features (location details, local listings, Google posts) use
 * of it. They import these from here only, never a file inside the feature.
 */
export { PhotoManagementSection } from './components/PhotoManagementSection';
export { PhotoWizard } from './components/PhotoWizard';
export { uploadAndProcess } from './photos-api';
