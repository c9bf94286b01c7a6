export { googlePostsModule } from './google-posts.module';
export type { GooglePostsService } from './google-posts.service';
