import type { GooglePostContent } from '@repute/domain';
import type { CreatedPost, GooglePostsClient, PostTarget } from './google-local-posts';

/**
 * Google posts in demo mode: every location is taken to be on Google and its posts are kept in this process's
 * memory, as the sandbox directory keeps what is published to it (the outside world keeps its own state).
 */
export function createSandboxGooglePosts(): GooglePostsClient & {
  posts: { target: PostTarget; post: GooglePostContent; name: string }[];
} {
  const posts: { target: PostTarget; post: GooglePostContent; name: string }[] = [];
  return {
    posts,
    async createPost(target, post): Promise<CreatedPost> {
      const name = `accounts/sandbox-${target.accountId}/locations/${target.locationId}/localPosts/${posts.length + 1}`;
      posts.push({ target, post, name });
      return { name, state: 'LIVE', searchUrl: null };
    },
  };
}
