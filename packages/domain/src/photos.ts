import { z } from 'zod';
import { listQuerySchema } from './list-query';
import { idSchema } from './whole-numbers';

/**
 * Location photos for the Google business profile (spec 001 §3 "Owner photo", §4 photo wizard and statuses, §5
 * photo upload, §9 limits; spec 000 §7 "Images"). The rules are pure, so that the browser checks a file before it
 * is sent and the server checks it again with what sharp reads from its bytes.
 */

export const PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** Spec 001 §9 "Photo limits". */
export const PHOTO_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  minBytes: 10_240,
  cover: { min: { width: 480, height: 270 }, max: { width: 2120, height: 1192 }, minRatio: 16 / 9 },
  logo: { min: { width: 250, height: 250 }, max: { width: 2000, height: 2000 } },
} as const;

/** Spec 001 §9: photos 8 a page, sorted by category_rank then published_at descending. */
export const PHOTOS_PAGE_SIZE = 8;
/** Spec 001 §7: media categories are read 25 a page. */
export const MEDIA_CATEGORIES_PAGE_SIZE = 25;
/** Spec 000 §4: the image's processing is waited for this long over the realtime channel. */
export const IMAGE_PROCESSING_TIMEOUT_MS = 15_000;
/** Spec 000 §7: the realtime event that carries the processed image's url. */
export const IMAGE_PROCESSING_COMPLETE = 'IMAGE_PROCESSING_COMPLETE';
/** Lightbox (spec 001 §9): widths under 500 are mobile. */
export const LIGHTBOX_MOBILE_WIDTH = 500;

export const PHOTO_CATEGORIES = ['LOGO', 'COVER', 'PROFILE'] as const;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];
/** Decision 0084: the logo first, then the cover, then every other photo (category_rank). */
export const PHOTO_CATEGORY_RANK: Record<PhotoCategory, number> = { LOGO: 1, COVER: 2, PROFILE: 3 };

export const PUBLISHED_STATUSES = ['pending', 'published', 'dead'] as const;
export type PublishedStatus = (typeof PUBLISHED_STATUSES)[number];

/** The Google source the photos go to (spec 001 §3 "Media category": id, name, source_id). */
export const GOOGLE_MEDIA_SOURCE_ID = 1;
/** Spec 001 §3: the two media categories a photo is assigned to, Logo and Cover. */
export const MEDIA_CATEGORIES = [
  { id: 1, name: 'Logo', source_id: GOOGLE_MEDIA_SOURCE_ID, category: 'LOGO' },
  { id: 2, name: 'Cover', source_id: GOOGLE_MEDIA_SOURCE_ID, category: 'COVER' },
] as const satisfies readonly { id: number; name: string; source_id: number; category: PhotoCategory }[];

export const PHOTO_MESSAGES = {
  tooLarge: 'Unable to upload image. Please choose a file smaller than 5mb',
  tooSmall: 'Unable to upload image. Please choose a file that is at least 10240 bytes.',
  /** Spec 001 §5 gives the size messages; the type has none of its own, so the post form's words serve (0084). */
  wrongType: 'Files must be JPG or PNG',
  uploadFailed: 'There was an error uploading your photo.',
  fetchFailed: 'There was an error retrieving media.',
  deleteFailed: 'There was an error deleting your photo.',
  deleted: 'Photo successfully deleted.',
  uploaded: 'Photo successfully uploaded. It may take up to 5 minutes before the photos display in our system.',
  processFailed: 'Unable to process image, please try again later',
  uploadUnavailable: 'Unable to upload image, please try again later',
  categoriesFailed: 'Unable to fetch media categories at this time...',
  categoriesDropdownFailed: 'Error fetching media categories',
  imageLoadFailed: 'There was an error during image load. Please try again or refresh the page.',
  publishing: 'Publishing',
  failed: 'Failed',
  failedHelp:
    'This photo was sent to Google several times and was not accepted. Delete it and try uploading it again manually.',
  processingTime: 'Uploaded photo processing may take up to 5 minutes.',
  /** Spec 001 §5 "Bulk Add Photos": the list-level check's wording (the selection's own check has another). */
  listNotReady:
    'One or more of the locations selected has Auto Sync turned off or is not found in Google integrations.',
} as const;

type Size = { width: number; height: number };
const sizeText = ({ width, height }: Size) => `${width} width x ${height} height`;

/** The file's own checks (spec 000 §5, 001 §5): its type and its size in bytes. */
export function photoFileError(file: { type: string; bytes: number }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.wrongType;
  if (file.bytes > PHOTO_LIMITS.maxBytes) return PHOTO_MESSAGES.tooLarge;
  if (file.bytes < PHOTO_LIMITS.minBytes) return PHOTO_MESSAGES.tooSmall;
  return null;
}

/**
 * The category's dimension checks (spec 001 §5), worded like its example 'Upload error: Image cannot be larger
 * than 2120 width x 1192 height for cover.' Photos of other categories have no dimension rule.
 */
export function photoDimensionError(category: PhotoCategory, size: Size): string | null {
  if (category === 'PROFILE') return null;
  const name = category.toLowerCase();
  const limits = category === 'COVER' ? PHOTO_LIMITS.cover : PHOTO_LIMITS.logo;
  if (size.width > limits.max.width || size.height > limits.max.height) {
    return `Upload error: Image cannot be larger than ${sizeText(limits.max)} for ${name}.`;
  }
  if (size.width < limits.min.width || size.height < limits.min.height) {
    return `Upload error: Image cannot be smaller than ${sizeText(limits.min)} for ${name}.`;
  }
  if (category === 'COVER' && size.width * 9 < size.height * 16) {
    return `Upload error: Image must have an aspect ratio of at least 16:9 for ${name}.`;
  }
  return null;
}

/** Spec 001 §4 "Photo management unavailable": the listing's reasons that keep a location's photos from Google. */
export const PHOTO_UNAVAILABLE_REASONS = ['No active Google integration', 'Location not found in Google integration'];

export function photoManagementAvailable(location: {
  status: string;
  status_reason: string | null;
  googleDirectoryEnabled: boolean;
}): boolean {
  if (location.status !== 'published' || !location.googleDirectoryEnabled) return false;
  return !PHOTO_UNAVAILABLE_REASONS.includes(location.status_reason ?? '');
}

export const mediaCategorySchema = z.object({ id: z.number().int(), name: z.string(), source_id: z.number().int() });
export type MediaCategory = z.infer<typeof mediaCategorySchema>;

export const mediaCategoriesQuerySchema = listQuerySchema({
  perPage: { default: MEDIA_CATEGORIES_PAGE_SIZE, max: 100 },
}).extend({ name: z.string().max(100).optional() });

/** The category a media category id names, if any. */
export const photoCategoryOf = (categoryId: number | null | undefined): PhotoCategory =>
  MEDIA_CATEGORIES.find((category) => category.id === categoryId)?.category ?? 'PROFILE';

/** POST /upload's answer: where the file is kept (s3_path) while it is processed. */
export const imageUploadSchema = z.object({
  id: z.number().int(),
  s3_path: z.string(),
  mime_type: z.string(),
  status: z.enum(['uploaded', 'processing', 'complete', 'failed']),
  url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ImageUpload = z.infer<typeof imageUploadSchema>;

/** Spec 000 §7: POST /webhooks/rtx-images starts processing an uploaded file. */
export const imageWebhookBodySchema = z.object({
  event: z.literal('process'),
  label: z.enum(['logo', 'cover', 'photo']).default('photo'),
  account_id: idSchema.optional(),
  resource_id: idSchema.optional(),
  mime_type: z.enum(PHOTO_TYPES),
  s3_path: z.string().min(1).max(300),
});

/** The realtime event's payload: the processed image, or why it could not be processed. */
export type ImageProcessingComplete = { s3_path: string; url: string | null; error: string | null };

const mediaSortable = ['category_rank', 'published_at', 'created_at'] as const;
export const mediaQuerySchema = listQuerySchema({
  perPage: { default: PHOTOS_PAGE_SIZE, max: 100 },
  sortable: mediaSortable,
}).extend({
  account_id: idSchema.optional(),
  location_id: idSchema.optional(),
  source_id: idSchema.optional(),
  type: z.literal('owner').default('owner'),
  has_custom_offset: z.enum(['true', 'false']).optional(),
});
export type MediaQuery = z.infer<typeof mediaQuerySchema>;

export const mediaCreateSchema = z.object({
  account_id: idSchema.optional(),
  location_ids: z.array(idSchema).min(1).max(1000),
  source_id: idSchema.default(GOOGLE_MEDIA_SOURCE_ID),
  high_priority: z.boolean().default(false),
  category_id: idSchema.nullish(),
  s3_path: z.string().min(1).max(300),
  name: z.string().trim().max(200).optional(),
});
export type MediaCreate = z.infer<typeof mediaCreateSchema>;

/** PUT /media/{id} with location_id and url_id deletes the photo (spec 001 §7). */
export const mediaDeleteSchema = z.object({
  account_id: idSchema.optional(),
  location_id: idSchema,
  url_id: z.string().max(500).nullish(),
});

export const ownerPhotoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum([...PHOTO_CATEGORIES, 'EMPTY']),
  location_id: z.number().int(),
  location_name: z.string(),
  source_id: z.number().int(),
  cdn_stored_url: z.string(),
  cdn_stored_low_res_url: z.string(),
  published_status: z.enum(PUBLISHED_STATUSES),
  url_id: z.string().nullable(),
  /** The processed image's key: POST /media takes it again to put the same photo on other locations. */
  s3_path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  published_at: z.string().nullable(),
  created_at: z.string(),
});
export type OwnerPhoto = z.infer<typeof ownerPhotoSchema>;

/** Answered by POST /media: the photos made, one per location, each on its way to Google. */
export const mediaCreatedSchema = z.object({ media: z.array(ownerPhotoSchema), message: z.string() });
