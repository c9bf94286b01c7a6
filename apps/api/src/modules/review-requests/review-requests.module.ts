import type { AccountSettingCode } from '@repute/domain';
import type { PgBoss } from 'pg-boss';
import { defineModule } from '../../platform/modules/module-definition';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { Branding } from '../accounts';
import type { SmsCredits } from '../billing';
import type { EmitWebhook } from '../outgoing-webhooks';
import type { FeedbackArrived } from '../reviews';
import { createAskPagesService } from './ask-pages.service';
import { createCampaignReportsRepo } from './campaign-reports.repo';
import { campaignReportsRoutes } from './campaign-reports.routes';
import { createCampaignReportsService } from './campaign-reports.service';
import { createCampaignsService } from './campaigns.service';
import { createHeaderImages } from './header-images';
import { headerImageRoutes } from './header-images.routes';
import { landingRoutes } from './landing.routes';
import { createLandingService } from './landing.service';
import { createMicrosurveysRepo } from './microsurveys.repo';
import { askPagesRoutes, microsurveysRoutes } from './microsurveys.routes';
import { createMicrosurveysService } from './microsurveys.service';
import { createPublicFaceOf } from './public-brand';
import { createRequestContacts } from './request-contacts';
import { createRequestContactsRepo } from './request-contacts.repo';
import { requestContactsRoutes } from './request-contacts.routes';
import { createRequestCsvs } from './request-csvs';
import { createRequestQueues } from './request-queues';
import { createRequestSender, type RequestSenderDeps } from './request-sender';
import { createRequestSubscriptions } from './request-subscriptions';
import { REVIEW_REQUEST_QUEUES, workReviewRequests } from './review-requests.jobs';
import { createReviewRequestsRepo } from './review-requests.repo';
import { reviewRequestsRoutes } from './review-requests.routes';
import { smsWebhookRoutes } from './sms-webhooks.routes';
import { createSmsWebhooks } from './sms-webhooks.service';
import { createRequestTemplatesService } from './templates.service';

type Deps = Omit<RequestSenderDeps, 'repo' | 'queues' | 'smsCredits'> & {
  smsCredits: SmsCredits;
  boss: PgBoss;
  files: FileStorage;
  settingOn: (accountId: number, code: AccountSettingCode) => Promise<boolean>;
  brandingOf: (accountId: number) => Promise<Branding>;
  feedbackArrived: FeedbackArrived;
  /** Outgoing webhooks' request.answered (decision 0167). */
  emitWebhook?: EmitWebhook;
};

/** The Ask tool (issue 15): review requests, their landing and ask pages, microsurveys and their reports. */
export const reviewRequestsModule = defineModule({
  name: 'review-requests',
  createRepos: (db) => ({
    requests: createReviewRequestsRepo(db),
    microsurveys: createMicrosurveysRepo(db),
    campaignReports: createCampaignReportsRepo(db),
    requestContacts: createRequestContactsRepo(db),
  }),
  /** The account's setup progress asks whether it has asked for reviews (accounts is built before this module). */
  reads: (repos) => ({ campaignsExist: repos.requests.campaignsExist }),
  createServices: (repos, deps: Deps) => {
    const { requests, settingOn, publicUrl, feedbackArrived } = { ...deps, requests: repos.requests };
    // Public pages speak as the business, in its white-label look if it has one (decisions 0093, 0117).
    const publicFaceOf = createPublicFaceOf(deps.brandingOf);
    const queues = createRequestQueues(deps.boss);
    const campaigns = createCampaignsService({ repo: requests, queues, smsCredits: deps.smsCredits });
    const microsurveys = createMicrosurveysService({ repo: repos.microsurveys, requests, settingOn, publicUrl });
    return {
      campaigns,
      microsurveys,
      publicFaceOf,
      requestTemplates: createRequestTemplatesService({ repo: requests }),
      requestCsvs: createRequestCsvs(campaigns, microsurveys, publicUrl),
      requestSender: createRequestSender({ ...deps, repo: requests, queues }),
      requestSubscriptions: createRequestSubscriptions(requests),
      landing: createLandingService({
        repo: requests,
        faceOf: publicFaceOf,
        feedbackArrived,
        unitOfWork: deps.unitOfWork,
        emitWebhook: deps.emitWebhook,
      }),
      requestContacts: createRequestContacts(repos.requestContacts),
      headerImages: createHeaderImages({ files: deps.files }),
      smsWebhooks: createSmsWebhooks({ repo: requests, sms: deps.sms, publicUrl }),
      campaignReports: createCampaignReportsService(repos.campaignReports),
      askPages: createAskPagesService({
        repo: repos.microsurveys,
        requests,
        settingOn,
        faceOf: publicFaceOf,
        feedbackArrived,
      }),
    };
  },
  routes: (app, services) => {
    reviewRequestsRoutes(app, {
      campaigns: services.campaigns,
      templates: services.requestTemplates,
      csvs: services.requestCsvs,
    });
    landingRoutes(app, services.landing);
    smsWebhookRoutes(app, services.smsWebhooks);
    microsurveysRoutes(app, services.microsurveys);
    askPagesRoutes(app, services.askPages);
    campaignReportsRoutes(app, services.campaignReports);
    requestContactsRoutes(app, services.requestContacts);
    headerImageRoutes(app, services.headerImages);
  },
  queues: REVIEW_REQUEST_QUEUES,
  // Campaigns started, one job per request, and the reminder sweep.
  jobHandlers: (boss, { services }) => workReviewRequests(boss, services.requestSender),
});
