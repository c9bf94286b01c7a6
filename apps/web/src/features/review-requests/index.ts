/**
 * The review-requests feature's public surface: its query keys, which a location's Landing Pages tab reads under
 * (so a microsurvey change refreshes it). Other features import from here only.
 */
export { requestKeys } from './api';
