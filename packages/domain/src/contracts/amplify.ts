import { z } from 'zod';
import { halLinksSchema, halListSchema } from '../hal';
import { widgetBodySchema, widgetPreviewBodySchema, widgetSchema, widgetsQuerySchema } from '../widgets';
import { alsoAs, endpoint } from './endpoint';
import { idParams } from './params';

/** Amplify's widgets (spec 001 §7 "Amplify"); the embeds' public face is outside /api (amplify-public.routes.ts). */

const tags = ['amplify'];

export const widgetItemSchema = widgetSchema.extend({ _links: halLinksSchema });
const pagingSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
/** Spec 001 §7 reads widgets[] and paging.page; the HAL list of every other list is kept beside them. */
const widgetsPageSchema = halListSchema('widgets', widgetItemSchema).extend({
  widgets: z.array(widgetItemSchema),
  paging: pagingSchema,
});

/** GET /amplify/widgets with page and keywords. */
export const listWidgets = endpoint({
  method: 'GET',
  path: '/amplify/widgets',
  query: widgetsQuerySchema,
  responses: { 200: widgetsPageSchema },
  tags,
});

export const getWidget = endpoint({
  method: 'GET',
  path: '/amplify/widgets/:id',
  params: idParams,
  responses: { 200: widgetItemSchema },
  tags,
});

export const createWidget = endpoint({
  method: 'POST',
  path: '/amplify/widgets',
  body: widgetBodySchema,
  responses: { 201: widgetItemSchema },
  tags,
});

export const patchWidget = endpoint({
  method: 'PATCH',
  path: '/amplify/widgets/:id',
  params: idParams,
  body: widgetBodySchema,
  responses: { 200: widgetItemSchema },
  tags,
});
export const replaceWidget = alsoAs(patchWidget, 'PUT');

/**
 * Decision 0059: the builder's live preview, rendered by the same code as the embed. Its answer is a
 * PublicWidget (widgets.ts), which no schema describes.
 */
export const previewWidget = endpoint({
  method: 'POST',
  path: '/amplify/widget_previews',
  body: widgetPreviewBodySchema,
  responses: {},
  tags,
});

export const deleteWidget = endpoint({
  method: 'DELETE',
  path: '/amplify/widgets/:id',
  params: idParams,
  responses: { 200: widgetItemSchema },
  tags,
});
