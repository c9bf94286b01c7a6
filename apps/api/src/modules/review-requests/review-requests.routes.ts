import {
  campaignBodySchema,
  campaignRecipientSchema,
  campaignSchema,
  campaignSendSchema,
  campaignsQuerySchema,
  halLinksSchema,
  halListSchema,
  listQuerySchema,
  recipientsBodySchema,
  requestSettingsSchema,
  requestTemplateBodySchema,
  requestTemplateSchema,
  uploadResultSchema,
} from '@repute/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { callerOf } from '../../platform/http/authenticate';
import { halItem, halList } from '../../platform/http/hal';
import { idParams, type TypedApp } from '../../platform/http/routing';
import type { CampaignsService } from './campaigns.service';
import type { CsvFile, RequestCsvs } from './request-csvs';
import type { RequestTemplatesService } from './templates.service';

const TAGS = ['review requests'];
const campaignItem = campaignSchema.extend({ _links: halLinksSchema });
const templateItem = requestTemplateSchema.extend({ _links: halLinksSchema });
const templatesQuery = listQuerySchema().extend({ account_id: z.coerce.number().int().positive().optional() });
/** A recipient CSV of 100,000 rows is a few megabytes (it comes as JSON: { csv }). */
const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

function sendCsv(reply: FastifyReply, file: CsvFile) {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
  reply.header('cache-control', 'private, no-store');
  return reply.send(file.body);
}

export type ReviewRequestRouteServices = {
  campaigns: CampaignsService;
  templates: RequestTemplatesService;
  csvs: RequestCsvs;
};

/** The ask tool's calls: campaigns, their recipients and sending, templates, settings and its CSVs. */
export function reviewRequestsRoutes(app: TypedApp, { campaigns, templates, csvs }: ReviewRequestRouteServices): void {
  const campaignHref = (id: number) => `/campaigns/${id}`;

  app.get(
    '/campaigns',
    {
      schema: {
        tags: TAGS,
        querystring: campaignsQuerySchema,
        response: { 200: halListSchema('campaigns', campaignSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await campaigns.list(callerOf(request), request.query);
      return halList('campaigns', rows, total, request.query, '/campaigns', request.query);
    },
  );
  app.post(
    '/campaigns',
    { schema: { tags: TAGS, body: campaignBodySchema, response: { 201: campaignItem } } },
    async (request, reply) => {
      const campaign = await campaigns.create(callerOf(request), request.body);
      return reply.status(201).send(halItem(campaign, campaignHref(campaign.id)));
    },
  );
  app.get(
    '/campaigns/:id',
    { schema: { tags: TAGS, params: idParams, response: { 200: campaignItem } } },
    async (request) =>
      halItem(await campaigns.get(callerOf(request), request.params.id), campaignHref(request.params.id)),
  );
  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/campaigns/:id',
      { schema: { tags: TAGS, params: idParams, body: campaignBodySchema, response: { 200: campaignItem } } },
      async (request) =>
        halItem(
          await campaigns.update(callerOf(request), request.params.id, request.body),
          campaignHref(request.params.id),
        ),
    );
  }
  app.delete(
    '/campaigns/:id',
    { schema: { tags: TAGS, params: idParams, response: { 200: campaignItem } } },
    async (request) =>
      halItem(await campaigns.remove(callerOf(request), request.params.id), campaignHref(request.params.id)),
  );

  app.get(
    '/campaigns/:id/recipients',
    {
      schema: {
        tags: TAGS,
        params: idParams,
        querystring: listQuerySchema(),
        response: { 200: halListSchema('recipients', campaignRecipientSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await campaigns.listRecipients(callerOf(request), request.params.id, request.query);
      const href = `/campaigns/${request.params.id}/recipients`;
      return halList('recipients', rows, total, request.query, href, request.query);
    },
  );
  app.post(
    '/campaigns/:id/recipients',
    { schema: { tags: TAGS, params: idParams, body: recipientsBodySchema, response: { 200: campaignItem } } },
    async (request) =>
      halItem(
        await campaigns.addRecipients(callerOf(request), request.params.id, request.body.recipients),
        campaignHref(request.params.id),
      ),
  );
  app.delete(
    '/campaigns/:id/recipients',
    { schema: { tags: TAGS, params: idParams, response: { 200: campaignItem } } },
    async (request) =>
      halItem(await campaigns.clearRecipients(callerOf(request), request.params.id), campaignHref(request.params.id)),
  );
  app.post(
    '/campaigns/:id/recipients/upload',
    {
      bodyLimit: UPLOAD_LIMIT_BYTES,
      config: { bodyTime: 'upload' },
      schema: {
        tags: TAGS,
        params: idParams,
        body: z.object({ csv: z.string().max(UPLOAD_LIMIT_BYTES) }),
        response: { 201: uploadResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await campaigns.upload(callerOf(request), request.params.id, request.body.csv)),
  );
  app.post(
    '/campaigns/:id/send',
    { schema: { tags: TAGS, params: idParams, body: campaignSendSchema, response: { 200: campaignItem } } },
    async (request) => {
      const at = request.body.scheduled_at ? new Date(request.body.scheduled_at) : undefined;
      return halItem(await campaigns.send(callerOf(request), request.params.id, at), campaignHref(request.params.id));
    },
  );

  app.get(
    '/request_templates',
    {
      schema: {
        tags: TAGS,
        querystring: templatesQuery,
        response: { 200: halListSchema('templates', requestTemplateSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await templates.list(callerOf(request), request.query);
      return halList('templates', rows, total, request.query, '/request_templates', request.query);
    },
  );
  app.post(
    '/request_templates',
    { schema: { tags: TAGS, body: requestTemplateBodySchema, response: { 201: templateItem } } },
    async (request, reply) => {
      const template = await templates.create(callerOf(request), request.body);
      return reply.status(201).send(halItem(template, `/request_templates/${template.id}`));
    },
  );
  app.get(
    '/request_templates/:id',
    { schema: { tags: TAGS, params: idParams, response: { 200: templateItem } } },
    async (request) =>
      halItem(await templates.get(callerOf(request), request.params.id), `/request_templates/${request.params.id}`),
  );
  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/request_templates/:id',
      { schema: { tags: TAGS, params: idParams, body: requestTemplateBodySchema, response: { 200: templateItem } } },
      async (request) =>
        halItem(
          await templates.update(callerOf(request), request.params.id, request.body),
          `/request_templates/${request.params.id}`,
        ),
    );
  }
  app.delete(
    '/request_templates/:id',
    { schema: { tags: TAGS, params: idParams, response: { 200: templateItem } } },
    async (request) =>
      halItem(await templates.remove(callerOf(request), request.params.id), `/request_templates/${request.params.id}`),
  );

  app.get('/request_settings', { schema: { tags: TAGS, response: { 200: requestSettingsSchema } } }, async (request) =>
    campaigns.settings(callerOf(request)),
  );
  app.put(
    '/request_settings',
    { schema: { tags: TAGS, body: requestSettingsSchema, response: { 200: requestSettingsSchema } } },
    async (request) => campaigns.saveSettings(callerOf(request), request.body),
  );

  app.get('/export/csv/recipient_template', { schema: { tags: TAGS } }, async (request, reply) => {
    callerOf(request);
    return sendCsv(reply, csvs.recipientTemplate());
  });
  app.get('/export/csv/campaigns', { schema: { tags: TAGS } }, async (request, reply) =>
    sendCsv(reply, await csvs.campaigns(callerOf(request))),
  );
  app.get('/export/csv/microsurvey_custom_attributes', { schema: { tags: TAGS } }, async (request, reply) =>
    sendCsv(reply, await csvs.microsurveyCustomAttributes(callerOf(request))),
  );
  app.get('/export/csv/do_not_contact', { schema: { tags: TAGS } }, async (request, reply) =>
    sendCsv(reply, await csvs.doNotContact(callerOf(request))),
  );
  app.get(
    '/export/csv/failed_upload_recipients',
    { schema: { tags: TAGS, querystring: z.object({ upload_id: z.uuid() }) } },
    async (request, reply) =>
      sendCsv(reply, await csvs.failedUploadRecipients(callerOf(request), request.query.upload_id)),
  );
}
