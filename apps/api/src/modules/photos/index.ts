export { createImagesService, type ImagesService } from './images.service';
export { createMediaService, type MediaService } from './media.service';
export { createPhotoJobs, type PhotoJobs, workPhotos } from './photos.jobs';
export { createPhotoQueue, PHOTO_QUEUES } from './photos.queue';
export { createPhotosRepo, type PhotosRepo } from './photos.repo';
export { photosRoutes } from './photos.routes';
