import multipart from '@fastify/multipart';
import { MEDIA_CATEGORIES_PAGE_SIZE, PHOTO_LIMITS, PHOTO_MESSAGES } from '@repute/domain';
import {
  createMedia,
  deleteMedia,
  getImage,
  listMedia,
  listMediaCategories,
  processImage,
  uploadImage,
} from '@repute/domain/contracts/photos';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../platform/errors';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import { type ContractApp, typed } from '../../platform/http/routing';
import type { ImagesService } from './images.service';
import type { MediaService } from './media.service';

const FILE_FIELD = 'file_upload';

const expectedFile = () => badRequest(`${FILE_FIELD}: Expected a file`, { [FILE_FIELD]: ['Expected a file'] });

/** The one file of a multipart body; a body that is not one (or is cut short, or malformed) is 400, never 500. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw expectedFile();
  try {
    const file = await request.file();
    if (!file || file.fieldname !== FILE_FIELD) throw expectedFile();
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest(PHOTO_MESSAGES.tooLarge, { [FILE_FIELD]: [PHOTO_MESSAGES.tooLarge] });
    }
    throw expectedFile();
  }
}

/** POST /upload: the one multipart call, so multipart is parsed in its own scope only. */
function uploadRoute(app: ContractApp, images: ImagesService): void {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 10, fileSize: PHOTO_LIMITS.maxBytes } });
    route(
      typed(scope),
      uploadImage,
      { config: { bodyTime: 'upload' }, schema: { consumes: ['multipart/form-data'] } },
      async (request, reply) => {
        const bytes = await readUpload(request);
        return reply.status(201).send(await images.upload(callerOf(request), bytes));
      },
    );
  });
}

/** Spec 000 §7 "Images" and spec 001 §7's media calls. */
export function photosRoutes(
  app: ContractApp,
  { images, media }: { images: ImagesService; media: MediaService },
): void {
  uploadRoute(app, images);

  route(app, processImage, async (request, reply) =>
    reply.status(202).send(await images.requestProcessing(callerOf(request), request.body)),
  );

  // Decision 0084: an <img> sends no Authorization header, so processed images are public by unguessable names.
  route(app, getImage, async (request, reply) => {
    const image = await images.image(request.params.accountId, request.params.file);
    return reply
      .type(image.contentType)
      .header('content-length', image.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image.body);
  });

  route(app, listMediaCategories, async (request) => {
    const { rows, total } = media.categories(request.query);
    const query = { ...request.query, per_page: request.query.per_page ?? MEDIA_CATEGORIES_PAGE_SIZE };
    return halList('media_categories', rows, total, query, '/media_categories', { name: request.query.name });
  });

  route(app, listMedia, async (request) => {
    const { rows, total } = await media.list(callerOf(request), request.query);
    const items = rows.map((photo) => halItem(photo, `/media/${photo.id}`));
    const { account_id, location_id, source_id, type } = request.query;
    return halList('media', items, total, request.query, '/media', { account_id, location_id, source_id, type });
  });

  route(app, createMedia, async (request, reply) =>
    reply.status(201).send(await media.create(callerOf(request), request.body)),
  );

  route(app, deleteMedia, async (request) => media.remove(callerOf(request), request.params.id, request.body));
}
