export {
  createBulkActionQueue,
  createGooglePostJobs,
  GOOGLE_POST_QUEUES,
  type GooglePostJobDeps,
  workGooglePosts,
} from './google-posts.jobs';
export { createGooglePostsRepo, type GooglePostsRepo } from './google-posts.repo';
export { googlePostsRoutes } from './google-posts.routes';
export { createGooglePostsService, type GooglePostsService } from './google-posts.service';
