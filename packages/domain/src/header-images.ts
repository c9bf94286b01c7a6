import { z } from 'zod';

/** Spec 000 §5 "Image upload": png and jpeg only, at least 10240 bytes, at most 5 MB; its messages word for word. */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg'] as const;
export const IMAGE_UPLOAD_MIN_BYTES = 10_240;
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'Unable to upload image. Please choose a file smaller than 5mb';
export const IMAGE_TOO_SMALL = 'Unable to upload image. Please choose a file that is at least 10240 bytes.';
/** The spec names the types but no message for another one (decision 0092). */
export const IMAGE_WRONG_TYPE = 'Unable to upload image. Please choose a png or jpeg file.';
/** Spec 000 §4: an image upload "times out after 15 s". */
export const IMAGE_UPLOAD_TIMEOUT_MS = 15_000;

/** What is wrong with an image a user chose (its declared type and its size), or undefined when it may be sent. */
export function imageUploadProblem(file: { type: string; size: number }): string | undefined {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return IMAGE_WRONG_TYPE;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return IMAGE_TOO_LARGE;
  if (file.size < IMAGE_UPLOAD_MIN_BYTES) return IMAGE_TOO_SMALL;
  return undefined;
}

/** A stored campaign header image (spec 000 §4 "Header image upload ... complete (image URL set)"). */
export const headerImageSchema = z.object({ header_image: z.string() });
export type HeaderImage = z.infer<typeof headerImageSchema>;
