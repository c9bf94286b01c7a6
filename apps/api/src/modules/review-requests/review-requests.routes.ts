import {
  addCampaignRecipients,
  campaignsCsv,
  clearCampaignRecipients,
  createCampaign,
  createRequestTemplate,
  deleteCampaign,
  deleteRequestTemplate,
  doNotContactCsv,
  failedUploadRecipientsCsv,
  getCampaign,
  getRequestSettings,
  getRequestTemplate,
  listCampaignRecipients,
  listCampaigns,
  listRequestTemplates,
  microsurveyCustomAttributesCsv,
  patchCampaign,
  patchRequestTemplate,
  RECIPIENT_UPLOAD_LIMIT_BYTES,
  recipientTemplateCsv,
  replaceCampaign,
  replaceRequestTemplate,
  saveRequestSettings,
  sendCampaign,
  uploadCampaignRecipients,
} from '@repute/domain/contracts/review-requests';
import type { FastifyReply } from 'fastify';
import { callerOf } from '../../platform/http/authenticate';
import { route } from '../../platform/http/contract-route';
import { halItem, halList } from '../../platform/http/hal';
import type { ContractApp } from '../../platform/http/routing';
import type { CampaignsService } from './campaigns.service';
import type { CsvFile, RequestCsvs } from './request-csvs';
import type { RequestTemplatesService } from './templates.service';

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
export function reviewRequestsRoutes(
  app: ContractApp,
  { campaigns, templates, csvs }: ReviewRequestRouteServices,
): void {
  const campaignHref = (id: number) => `/campaigns/${id}`;
  const templateHref = (id: number) => `/request_templates/${id}`;

  route(app, listCampaigns, async (request) => {
    const { rows, total } = await campaigns.list(callerOf(request), request.query);
    return halList('campaigns', rows, total, request.query, '/campaigns', request.query);
  });
  route(app, createCampaign, async (request, reply) => {
    const campaign = await campaigns.create(callerOf(request), request.body);
    return reply.status(201).send(halItem(campaign, campaignHref(campaign.id)));
  });
  route(app, getCampaign, async (request) =>
    halItem(await campaigns.get(callerOf(request), request.params.id), campaignHref(request.params.id)),
  );
  for (const contract of [patchCampaign, replaceCampaign]) {
    route(app, contract, async (request) =>
      halItem(
        await campaigns.update(callerOf(request), request.params.id, request.body),
        campaignHref(request.params.id),
      ),
    );
  }
  route(app, deleteCampaign, async (request) =>
    halItem(await campaigns.remove(callerOf(request), request.params.id), campaignHref(request.params.id)),
  );

  route(app, listCampaignRecipients, async (request) => {
    const { rows, total } = await campaigns.listRecipients(callerOf(request), request.params.id, request.query);
    const href = `/campaigns/${request.params.id}/recipients`;
    return halList('recipients', rows, total, request.query, href, request.query);
  });
  route(app, addCampaignRecipients, async (request) =>
    halItem(
      await campaigns.addRecipients(callerOf(request), request.params.id, request.body.recipients),
      campaignHref(request.params.id),
    ),
  );
  route(app, clearCampaignRecipients, async (request) =>
    halItem(await campaigns.clearRecipients(callerOf(request), request.params.id), campaignHref(request.params.id)),
  );
  route(
    app,
    uploadCampaignRecipients,
    { bodyLimit: RECIPIENT_UPLOAD_LIMIT_BYTES, config: { bodyTime: 'upload' } },
    async (request, reply) =>
      reply.status(201).send(await campaigns.upload(callerOf(request), request.params.id, request.body.csv)),
  );
  route(app, sendCampaign, async (request) => {
    const at = request.body.scheduled_at ? new Date(request.body.scheduled_at) : undefined;
    return halItem(await campaigns.send(callerOf(request), request.params.id, at), campaignHref(request.params.id));
  });

  route(app, listRequestTemplates, async (request) => {
    const { rows, total } = await templates.list(callerOf(request), request.query);
    return halList('templates', rows, total, request.query, '/request_templates', request.query);
  });
  route(app, createRequestTemplate, async (request, reply) => {
    const template = await templates.create(callerOf(request), request.body);
    return reply.status(201).send(halItem(template, templateHref(template.id)));
  });
  route(app, getRequestTemplate, async (request) =>
    halItem(await templates.get(callerOf(request), request.params.id), templateHref(request.params.id)),
  );
  for (const contract of [patchRequestTemplate, replaceRequestTemplate]) {
    route(app, contract, async (request) =>
      halItem(
        await templates.update(callerOf(request), request.params.id, request.body),
        templateHref(request.params.id),
      ),
    );
  }
  route(app, deleteRequestTemplate, async (request) =>
    halItem(await templates.remove(callerOf(request), request.params.id), templateHref(request.params.id)),
  );

  route(app, getRequestSettings, async (request) => campaigns.settings(callerOf(request)));
  route(app, saveRequestSettings, async (request) => campaigns.saveSettings(callerOf(request), request.body));

  route(app, recipientTemplateCsv, async (request, reply) => {
    callerOf(request);
    return sendCsv(reply, csvs.recipientTemplate());
  });
  route(app, campaignsCsv, async (request, reply) => sendCsv(reply, await csvs.campaigns(callerOf(request))));
  route(app, microsurveyCustomAttributesCsv, async (request, reply) =>
    sendCsv(reply, await csvs.microsurveyCustomAttributes(callerOf(request))),
  );
  route(app, doNotContactCsv, async (request, reply) => sendCsv(reply, await csvs.doNotContact(callerOf(request))));
  route(app, failedUploadRecipientsCsv, async (request, reply) =>
    sendCsv(reply, await csvs.failedUploadRecipients(callerOf(request), request.query.upload_id)),
  );
}
