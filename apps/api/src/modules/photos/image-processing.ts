import { PHOTO_MESSAGES, type PhotoType, photoFileError } from '@repute/domain';
import type { Metadata } from 'sharp';
import { uploadedImage } from '../../platform/images/image-input';

/** The low-resolution copy's width: the grids show photos 240 px wide, twice that for dense screens. */
const LOW_RES_WIDTH = 480;

export type InspectedImage = { type: PhotoType; width: number; height: number };

const TYPE_OF_FORMAT: Record<string, PhotoType> = { png: 'image/png', jpeg: 'image/jpeg' };

/**
 * What the bytes really are, read by sharp (the name and type a browser sends are only claims): a png or jpeg
 * within the size limits, with its displayed size (EXIF orientation applied). Anything else is the spec's message.
 */
export async function inspectImage(bytes: Buffer): Promise<InspectedImage | { error: string }> {
  let metadata: Metadata;
  try {
    metadata = await uploadedImage(bytes).metadata();
  } catch {
    return { error: PHOTO_MESSAGES.wrongType };
  }
  const type = TYPE_OF_FORMAT[metadata.format ?? ''];
  const error = photoFileError({ type: type ?? metadata.format ?? '', bytes: bytes.length });
  if (error || !type) return { error: error ?? PHOTO_MESSAGES.wrongType };
  const { width, height } = metadata.autoOrient ?? metadata;
  return { type, width, height };
}

export type ProcessedImage = {
  full: Buffer;
  lowRes: Buffer;
  type: PhotoType;
  extension: 'png' | 'jpg';
  width: number;
  height: number;
};

/**
 * Normalises an uploaded image (spec 000 §7 "process"): turned upright by its EXIF orientation, its metadata (GPS
 * position, camera) removed, written again in its own format; and a low-resolution JPEG for grids.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const inspected = await inspectImage(bytes);
  if ('error' in inspected) throw new Error(inspected.error);
  const upright = uploadedImage(bytes).autoOrient();
  const png = inspected.type === 'image/png';
  const full = await (png ? upright.clone().png() : upright.clone().jpeg({ quality: 90 })).toBuffer({
    resolveWithObject: true,
  });
  const lowRes = await upright
    .clone()
    .resize({ width: LOW_RES_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 75 })
    .toBuffer();
  return {
    full: full.data,
    lowRes,
    type: inspected.type,
    extension: png ? 'png' : 'jpg',
    width: full.info.width,
    height: full.info.height,
  };
}
