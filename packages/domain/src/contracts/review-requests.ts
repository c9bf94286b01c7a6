import { z } from 'zod';
import { halLinksSchema, halListSchema } from '../hal';
import { headerImageSchema } from '../header-images';
import { listQuerySchema } from '../list-query';
import { requestContactSchema, requestContactsQuerySchema } from '../request-contacts';
import {
  campaignBodySchema,
  campaignRecipientSchema,
  campaignSchema,
  campaignSendSchema,
  campaignsQuerySchema,
  recipientsBodySchema,
  requestSettingsSchema,
  requestTemplateBodySchema,
  requestTemplateSchema,
  uploadResultSchema,
} from '../review-requests';
import { idSchema } from '../whole-numbers';
import { alsoAs, endpoint } from './endpoint';
import { idParams } from './params';

/*
 * The ask tool (spec 000 §4 "Request Reviews"): campaigns, their recipients and sending, request templates, the
 * account's request settings, its direct CSVs, the known contacts and the header images of request e-mails.
 */

const tags = ['review requests'];

export const campaignItemSchema = campaignSchema.extend({ _links: halLinksSchema });
export const requestTemplateItemSchema = requestTemplateSchema.extend({ _links: halLinksSchema });
/** A recipient CSV of 100,000 rows is a few megabytes (it comes as JSON: { csv }). */
export const RECIPIENT_UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

export const listCampaigns = endpoint({
  method: 'GET',
  path: '/campaigns',
  query: campaignsQuerySchema,
  responses: { 200: halListSchema('campaigns', campaignSchema) },
  tags,
});

export const createCampaign = endpoint({
  method: 'POST',
  path: '/campaigns',
  body: campaignBodySchema,
  responses: { 201: campaignItemSchema },
  tags,
});

export const getCampaign = endpoint({
  method: 'GET',
  path: '/campaigns/:id',
  params: idParams,
  responses: { 200: campaignItemSchema },
  tags,
});

export const patchCampaign = endpoint({
  method: 'PATCH',
  path: '/campaigns/:id',
  params: idParams,
  body: campaignBodySchema,
  responses: { 200: campaignItemSchema },
  tags,
});
export const replaceCampaign = alsoAs(patchCampaign, 'PUT');

export const deleteCampaign = endpoint({
  method: 'DELETE',
  path: '/campaigns/:id',
  params: idParams,
  responses: { 200: campaignItemSchema },
  tags,
});

export const listCampaignRecipients = endpoint({
  method: 'GET',
  path: '/campaigns/:id/recipients',
  params: idParams,
  query: listQuerySchema(),
  responses: { 200: halListSchema('recipients', campaignRecipientSchema) },
  tags,
});

export const addCampaignRecipients = endpoint({
  method: 'POST',
  path: '/campaigns/:id/recipients',
  params: idParams,
  body: recipientsBodySchema,
  responses: { 200: campaignItemSchema },
  tags,
});

export const clearCampaignRecipients = endpoint({
  method: 'DELETE',
  path: '/campaigns/:id/recipients',
  params: idParams,
  responses: { 200: campaignItemSchema },
  tags,
});

/** A recipient CSV, as text in JSON; its rows that fail are kept for the failed_upload_recipients CSV. */
export const uploadCampaignRecipients = endpoint({
  method: 'POST',
  path: '/campaigns/:id/recipients/upload',
  params: idParams,
  body: z.object({ csv: z.string().max(RECIPIENT_UPLOAD_LIMIT_BYTES) }),
  responses: { 201: uploadResultSchema },
  tags,
});

/** Sends now, or at scheduled_at. */
export const sendCampaign = endpoint({
  method: 'POST',
  path: '/campaigns/:id/send',
  params: idParams,
  body: campaignSendSchema,
  responses: { 200: campaignItemSchema },
  tags,
});

/** The image's bytes are the body (image/png or image/jpeg), not JSON: no body schema. */
export const uploadHeaderImage = endpoint({
  method: 'POST',
  path: '/campaigns/header_image',
  responses: { 201: headerImageSchema },
  tags,
});

/** A header image as the request e-mails show it: public, its name is the key. */
export const getHeaderImage = endpoint({
  method: 'GET',
  path: '/public/header_images/:accountId/:name',
  params: z.object({ accountId: idSchema, name: z.string().max(64) }),
  responses: {},
  tags,
});

export const listRequestTemplates = endpoint({
  method: 'GET',
  path: '/request_templates',
  query: listQuerySchema().extend({ account_id: z.coerce.number().int().positive().optional() }),
  responses: { 200: halListSchema('templates', requestTemplateSchema) },
  tags,
});

export const createRequestTemplate = endpoint({
  method: 'POST',
  path: '/request_templates',
  body: requestTemplateBodySchema,
  responses: { 201: requestTemplateItemSchema },
  tags,
});

export const getRequestTemplate = endpoint({
  method: 'GET',
  path: '/request_templates/:id',
  params: idParams,
  responses: { 200: requestTemplateItemSchema },
  tags,
});

export const patchRequestTemplate = endpoint({
  method: 'PATCH',
  path: '/request_templates/:id',
  params: idParams,
  body: requestTemplateBodySchema,
  responses: { 200: requestTemplateItemSchema },
  tags,
});
export const replaceRequestTemplate = alsoAs(patchRequestTemplate, 'PUT');

export const deleteRequestTemplate = endpoint({
  method: 'DELETE',
  path: '/request_templates/:id',
  params: idParams,
  responses: { 200: requestTemplateItemSchema },
  tags,
});

export const getRequestSettings = endpoint({
  method: 'GET',
  path: '/request_settings',
  responses: { 200: requestSettingsSchema },
  tags,
});

export const saveRequestSettings = endpoint({
  method: 'PUT',
  path: '/request_settings',
  body: requestSettingsSchema,
  responses: { 200: requestSettingsSchema },
  tags,
});

/* The ask tool's direct CSVs (spec 000 §7): files, not JSON, so no answer schema. */

export const recipientTemplateCsv = endpoint({
  method: 'GET',
  path: '/export/csv/recipient_template',
  responses: {},
  tags,
});

export const campaignsCsv = endpoint({ method: 'GET', path: '/export/csv/campaigns', responses: {}, tags });

export const microsurveyCustomAttributesCsv = endpoint({
  method: 'GET',
  path: '/export/csv/microsurvey_custom_attributes',
  responses: {},
  tags,
});

export const doNotContactCsv = endpoint({ method: 'GET', path: '/export/csv/do_not_contact', responses: {}, tags });

/** The rows of one upload that failed, with the reason of each. */
export const failedUploadRecipientsCsv = endpoint({
  method: 'GET',
  path: '/export/csv/failed_upload_recipients',
  query: z.object({ upload_id: z.uuid() }),
  responses: {},
  tags,
});

/** GET /contacts: the people the account has asked before, to pick as a campaign's recipients (decision 0092). */
export const listRequestContacts = endpoint({
  method: 'GET',
  path: '/contacts',
  query: requestContactsQuerySchema,
  responses: { 200: halListSchema('contacts', requestContactSchema) },
  tags,
});

/** The SMS provider's webhooks: form-encoded fields signed in X-Twilio-Signature, read by the route itself. */
export const smsStatusWebhook = endpoint({ method: 'POST', path: '/webhooks/sms/status', responses: {}, tags });
export const smsInboundWebhook = endpoint({ method: 'POST', path: '/webhooks/sms/inbound', responses: {}, tags });
