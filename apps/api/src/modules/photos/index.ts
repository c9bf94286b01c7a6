export type { ImagesService } from './images.service';
export type { MediaService } from './media.service';
export type { PublishedPhotoCounts } from './photo-counts';
export { photosModule } from './photos.module';
