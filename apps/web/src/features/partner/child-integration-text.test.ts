import type { ChildIntegration } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { childIntegrationBadge, childIntegrationDetail } from './child-integration-text';

const google: ChildIntegration = {
  id: 1,
  code: 'google',
  name: 'Google',
  integration_type: 'oauth',
  state: 'missing',
  global_token_integration_id: null,
  global_token_integration_status: null,
  expires_at: null,
  daysUntilExpires: null,
  setup_step: 'unstarted',
};

describe('a child integration in Partner Tools', () => {
  it('says where a missing one stands in its setup', () => {
    expect(childIntegrationBadge(google)).toEqual({ label: 'Missing', color: 'gray' });
    expect(childIntegrationDetail(google)).toBe('Setup not started');
    expect(childIntegrationDetail({ ...google, setup_step: 'skipped' })).toBe('Skipped by the owner');
  });

  it("says a connected one's expiry, warning in its last week", () => {
    const connected = { ...google, state: 'connected' as const, setup_step: 'completed' as const };
    expect(childIntegrationDetail(connected)).toBeNull();
    expect(childIntegrationDetail({ ...connected, daysUntilExpires: 1 })).toBe('Expires in 1 day');
    expect(childIntegrationBadge({ ...connected, daysUntilExpires: 5 })).toEqual({
      label: 'Connected',
      color: 'orange',
    });
    expect(childIntegrationBadge({ ...connected, daysUntilExpires: 0 })).toEqual({ label: 'Expired', color: 'red' });
    expect(childIntegrationDetail({ ...connected, daysUntilExpires: 0 })).toBe('The token has expired');
  });

  it('shows a requested global-token site as requested, with no step', () => {
    const bing = {
      ...google,
      integration_type: 'global_token' as const,
      state: 'requested' as const,
      setup_step: null,
    };
    expect(childIntegrationBadge(bing)).toEqual({ label: 'Requested', color: 'blue' });
    expect(childIntegrationDetail(bing)).toBeNull();
  });
});
