import type { PhotoCategory } from '@repute/domain';

/** A location's photo on its way to its Google business profile. */
export type PhotoTarget = {
  accountId: number;
  locationId: number;
  /** Google's v4 name of the location (`accounts/1/locations/2`), once review sync linked it. */
  externalLocationId: string | null;
};

export type PhotoFile = { bytes: Buffer; mimeType: string; category: PhotoCategory };

/** Google's media item: its name (`accounts/1/locations/2/media/3`), the photo's address at Google. */
export type PublishedPhoto = { name: string; googleUrl: string | null };

/**
 * Where location photos are published (Google Business Profile's v4 media API, or the demo sandbox). Errors are
 * ReviewSourceError, so that the publish job retries them the way review and listing jobs do.
 */
export type PhotoDirectory = {
  upload(target: PhotoTarget, file: PhotoFile): Promise<PublishedPhoto>;
  /** Removes a published photo; one Google no longer holds is already gone. */
  remove(target: PhotoTarget, name: string): Promise<void>;
};
