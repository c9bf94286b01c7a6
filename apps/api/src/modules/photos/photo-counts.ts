import type { PhotosRepo } from './photos.repo';

/** Owner photos published on the locations' profiles: what Location Performance's MediaPresence reads. */
export function createPublishedPhotoCounts(repo: PhotosRepo) {
  return { publishedByLocation: repo.publishedByLocation, publishedByAccount: repo.publishedByAccount };
}

export type PublishedPhotoCounts = ReturnType<typeof createPublishedPhotoCounts>;
