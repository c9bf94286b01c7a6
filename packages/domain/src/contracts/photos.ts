import { z } from 'zod';
import { halLinksSchema, halListSchema } from '../hal';
import {
  imageUploadSchema,
  imageWebhookBodySchema,
  mediaCategoriesQuerySchema,
  mediaCategorySchema,
  mediaCreatedSchema,
  mediaCreateSchema,
  mediaDeleteSchema,
  mediaQuerySchema,
  ownerPhotoSchema,
} from '../photos';
import { idSchema } from '../whole-numbers';
import { endpoint } from './endpoint';
import { idParams } from './params';

/** Spec 000 §7 "Images" and spec 001 §7's media calls. */

const tags = ['photos'];

/** POST /upload: multipart (file_upload), so it has no body schema and the web app sends it with fetch. */
export const uploadImage = endpoint({
  method: 'POST',
  path: '/upload',
  responses: { 201: imageUploadSchema },
  tags,
});

export const processImage = endpoint({
  method: 'POST',
  path: '/webhooks/rtx-images',
  body: imageWebhookBodySchema,
  responses: { 202: imageUploadSchema },
  tags,
});

/** A processed image's bytes (decision 0084: public by an unguessable name, an <img> sends no credentials). */
export const getImage = endpoint({
  method: 'GET',
  path: '/images/:accountId/:file',
  params: z.object({ accountId: idSchema, file: z.string().max(100) }),
  responses: {},
  tags,
});

export const listMediaCategories = endpoint({
  method: 'GET',
  path: '/media_categories',
  query: mediaCategoriesQuerySchema,
  responses: { 200: halListSchema('media_categories', mediaCategorySchema) },
  tags,
});

export const listMedia = endpoint({
  method: 'GET',
  path: '/media',
  query: mediaQuerySchema,
  responses: { 200: halListSchema('media', ownerPhotoSchema.extend({ _links: halLinksSchema })) },
  tags,
});

export const createMedia = endpoint({
  method: 'POST',
  path: '/media',
  body: mediaCreateSchema,
  responses: { 201: mediaCreatedSchema },
  tags,
});

/** PUT with location_id and url_id deletes the photo (spec 001 §7). */
export const deleteMedia = endpoint({
  method: 'PUT',
  path: '/media/:id',
  params: idParams,
  body: mediaDeleteSchema,
  responses: { 200: z.object({ id: z.number().int(), message: z.string() }) },
  tags,
});
