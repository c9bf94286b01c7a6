import type { PgBoss } from 'pg-boss';
import { defineModule } from '../../platform/modules/module-definition';
import { createImagesService, type ImagesDeps } from './images.service';
import { createMediaService, type MediaDeps } from './media.service';
import { createPublishedPhotoCounts } from './photo-counts';
import { createPhotoJobs, type PhotoJobDeps, workPhotos } from './photos.jobs';
import { createPhotoQueue, PHOTO_QUEUES } from './photos.queue';
import { createPhotosRepo } from './photos.repo';
import { photosRoutes } from './photos.routes';

type Deps = Omit<ImagesDeps & MediaDeps & PhotoJobDeps, 'repo' | 'queue'> & { boss: PgBoss };

export const photosModule = defineModule({
  name: 'photos',
  createRepos: (db) => createPhotosRepo(db),
  createServices: (repo, deps: Deps) => {
    const queue = createPhotoQueue(deps.boss);
    return {
      images: createImagesService({ ...deps, repo, queue }),
      media: createMediaService({ ...deps, repo, queue }),
      publishedPhotos: createPublishedPhotoCounts(repo),
    };
  },
  routes: (app, services) => photosRoutes(app, services),
  queues: PHOTO_QUEUES,
  // Uploads processed with sharp, photos sent to Google (the sandbox in demo mode).
  jobHandlers: (boss, { repos, services, deps }) =>
    workPhotos(boss, services.images, createPhotoJobs({ ...deps, repo: repos })),
});
