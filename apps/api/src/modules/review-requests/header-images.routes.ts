import { IMAGE_UPLOAD_MAX_BYTES } from '@repute/domain';
import { getHeaderImage, uploadHeaderImage } from '@repute/domain/contracts/review-requests';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { type ContractApp, typed } from '../../platform/http/routing';
import type { HeaderImages } from './header-images';

/** Twice the largest image allowed: a file a little too large gets the spec's message, not a bare 413. */
const BODY_LIMIT = 2 * IMAGE_UPLOAD_MAX_BYTES;

/**
 * POST /campaigns/header_image takes the image's bytes as the body (Content-Type image/png or image/jpeg; any
 * image type is read, and answered with the spec's message when it is not one of the two) and answers its address.
 */
export function headerImageRoutes(app: ContractApp, images: HeaderImages): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      /^(image\/[a-z0-9.+-]+|application\/octet-stream)$/i,
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    route(
      typed(scope),
      uploadHeaderImage,
      { bodyLimit: BODY_LIMIT, config: { bodyTime: 'upload' } },
      async (request, reply) => {
        const caller = callerOf(request);
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return reply.status(201).send(await images.upload(caller, body));
      },
    );
  });
  route(app, getHeaderImage, async (request, reply) => {
    const image = await images.read(request.params.accountId, request.params.name);
    return reply
      .header('content-type', image.type)
      .header('content-length', image.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image.body);
  });
}
