import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  IMAGE_TOO_LARGE,
  IMAGE_TOO_SMALL,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MIN_BYTES,
  IMAGE_WRONG_TYPE,
} from '@repute/domain';
import type { Caller } from '../../platform/auth/caller';
import { badRequest, notFound } from '../../platform/errors';
import { uploadedImage } from '../../platform/images/image-input';
import type { FileStorage } from '../../platform/storage/file-storage';

/** Wide enough for a 600 px e-mail column on a screen of twice the density; larger images are scaled down. */
const MAX_WIDTH = 1200;
const FORMATS = { png: { extension: 'png', type: 'image/png' }, jpeg: { extension: 'jpg', type: 'image/jpeg' } };
const NAME = /^[0-9a-f-]{36}\.(png|jpg)$/;

/** Where a stored header image is served from (root-relative: the page and preview use it as is). */
export const headerImagePath = (accountId: number, name: string) => `/api/public/header_images/${accountId}/${name}`;

/** Whether `path` is a header image this account uploaded (a campaign cannot show someone else's address). */
export const isOwnHeaderImage = (accountId: number, path: string) => {
  const prefix = headerImagePath(accountId, '');
  return path.startsWith(prefix) && NAME.test(path.slice(prefix.length));
};

/**
 * Campaign header images (spec 000 §4 "Header image upload", §5 "Image upload", decision 0092). The bytes are read by
 * sharp, not trusted by their declared type: only a real PNG or JPEG is kept, re-encoded (which drops its metadata,
 * such as a phone photo's location) and at most MAX_WIDTH wide, under a random name in the file storage.
 */
export function createHeaderImages({ files }: { files: FileStorage }) {
  const keyOf = (accountId: number, name: string) => `request-headers/${accountId}/${name}`;

  return {
    async upload(caller: Caller, bytes: Buffer): Promise<{ header_image: string }> {
      if (bytes.length > IMAGE_UPLOAD_MAX_BYTES) throw badRequest(IMAGE_TOO_LARGE);
      if (bytes.length < IMAGE_UPLOAD_MIN_BYTES) throw badRequest(IMAGE_TOO_SMALL);
      const format = await uploadedImage(bytes)
        .metadata()
        .then((metadata) => metadata.format)
        .catch(() => undefined);
      if (format !== 'png' && format !== 'jpeg') throw badRequest(IMAGE_WRONG_TYPE);
      const { extension, type } = FORMATS[format];
      const image = await uploadedImage(bytes)
        .rotate()
        .resize({ width: MAX_WIDTH, withoutEnlargement: true })
        .toFormat(format)
        .toBuffer()
        .catch(() => {
          throw badRequest(IMAGE_WRONG_TYPE);
        });
      const name = `${randomUUID()}.${extension}`;
      await files.put(keyOf(caller.accountId, name), Readable.from([image]), image.length, type);
      return { header_image: headerImagePath(caller.accountId, name) };
    },
    /** A stored image for the public (an e-mail client fetches it without a session; the name is unguessable). */
    async read(accountId: number, name: string) {
      if (!NAME.test(name)) throw notFound('Image not found');
      const file = await files.get(keyOf(accountId, name));
      if (!file) throw notFound('Image not found');
      return { ...file, type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' };
    },
  };
}

export type HeaderImages = ReturnType<typeof createHeaderImages>;
