import sharp, { type Sharp } from 'sharp';

/**
 * The most pixels an uploaded image may have (decision 0112): a 48-megapixel phone photo fits, while a small file
 * claiming a huge canvas (a 43 KB PNG of 16,000 x 16,000 took 4.7 s of CPU to decode) is refused before decoding:
 * sharp reads the size from the header and throws, which each upload answers as an image it cannot take.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** sharp over bytes someone uploaded: every image path decodes through here, so every one has the same cap. */
export function uploadedImage(bytes: Buffer): Sharp {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
}
