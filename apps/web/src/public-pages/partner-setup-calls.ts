import type { EndpointResult } from '@repute/domain/contracts/endpoint';
import type {
  changePartnerSetupStep,
  describePartnerSetup,
  partnerSetupOauth,
  requestPartnerSetupGlobalToken,
} from '@repute/domain/contracts/partner-tools';
import type { OauthProvider } from '@repute/domain/integrations';
import { endpointPath } from '../shared/api/endpoint-path';
import { publicApi } from './public-api';

/* The contracts' paths, checked against them by type: this light build does not load zod (decision 0099). */
const DESCRIBE_PATH: (typeof describePartnerSetup)['path'] = '/public/partner_setup/:token';
const OAUTH_PATH: (typeof partnerSetupOauth)['path'] = '/public/partner_setup/:token/oauth/:provider';
const STEP_PATH: (typeof changePartnerSetupStep)['path'] = '/public/partner_setup/:token/steps/:step';
const GLOBAL_PATH: (typeof requestPartnerSetupGlobalToken)['path'] = '/public/partner_setup/:token/global_tokens';

export type PartnerSetupState = EndpointResult<typeof describePartnerSetup>;

/** The setup link's calls: its token (from the page's query) is the key. */
export const partnerSetupCalls = (token: string) => ({
  describe: () => publicApi.request<PartnerSetupState>({ method: 'GET', path: endpointPath(DESCRIBE_PATH, { token }) }),
  /** Connect is a link: the browser goes through the API to the provider's consent and back. */
  connectHref: (provider: OauthProvider) => `/api${endpointPath(OAUTH_PATH, { token, provider })}`,
  changeStep: (step: OauthProvider, status: 'skipped' | 'unstarted') =>
    publicApi.request<PartnerSetupState>({
      method: 'PUT',
      path: endpointPath(STEP_PATH, { token, step }),
      body: { status },
    }),
  requestAccess: (integrationId: number) =>
    publicApi.request<PartnerSetupState>({
      method: 'POST',
      path: endpointPath(GLOBAL_PATH, { token }),
      body: { integration_id: integrationId },
    }),
});
