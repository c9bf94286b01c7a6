import type { Integration } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import {
  connectResult,
  groupIntegrations,
  guidePathOf,
  stateOf,
  unavailableReason,
  withoutConnectResult,
} from './integration-state';

const base: Integration = {
  id: 1,
  name: 'Google',
  code: 'google',
  kind: 'oauth',
  oauth_token_id: null,
  linked_integration_account_owner_id: null,
  integration_resource_type: 'linked_integration',
  integration_type: 'oauth',
  global_token_integration_id: null,
  global_token_integration_status: null,
  integrated: false,
  requested: false,
  hidden: false,
  available: true,
  missing_settings: [],
  expires_at: null,
  daysUntilExpires: null,
  launch_url: null,
  requested_at: null,
};
const connected = { ...base, integrated: true, oauth_token_id: 4 };

describe('stateOf', () => {
  it('tells a connection with its expiry, an expired one, and none', () => {
    expect(stateOf(base)).toEqual({ label: 'Not connected', color: 'gray', detail: null });
    expect(stateOf(connected)).toEqual({ label: 'Connected', color: 'green', detail: null });
    expect(stateOf({ ...connected, daysUntilExpires: 30 })?.detail).toBe('Expires in 30 days');
    expect(stateOf({ ...connected, daysUntilExpires: 1 })).toMatchObject({
      color: 'orange',
      detail: 'Expires in 1 day',
    });
    expect(stateOf({ ...connected, daysUntilExpires: 0 })).toMatchObject({ label: 'Expired', color: 'red' });
  });

  it('tells a request-access integration requested or active, and has nothing for apps', () => {
    const g2 = { ...base, kind: 'request_access' as const, integration_type: 'global_token' as const };
    expect(stateOf(g2)?.label).toBe('Not requested');
    expect(stateOf({ ...g2, requested: true })?.label).toBe('Requested');
    expect(stateOf({ ...g2, integrated: true })?.label).toBe('Active');
    expect(stateOf({ ...base, kind: 'external_launch' })).toBeNull();
  });
});

describe('unavailableReason', () => {
  it('says the provider is not available, without naming the server settings a customer cannot change', () => {
    expect(unavailableReason(base)).toBeNull();
    const google = { ...base, available: false, missing_settings: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'] };
    expect(unavailableReason(google)).toBe('Connecting Google is not available yet.');
    expect(unavailableReason({ ...base, name: 'Trustpilot', available: false })).toBe(
      'Connecting Trustpilot is not available yet.',
    );
  });

  it('says nothing of a connection that works: its state and Disconnect are all there is', () => {
    const connected = { ...base, integrated: true, available: false, missing_settings: ['GOOGLE_CLIENT_ID'] };
    expect(unavailableReason(connected)).toBeNull();
  });
});

describe('connectResult', () => {
  it("reads the callback's success and failure", () => {
    expect(connectResult(new URLSearchParams(''))).toBeNull();
    expect(connectResult(new URLSearchParams('connected=facebook'))).toEqual({
      ok: true,
      message: 'Facebook is connected.',
    });
    expect(connectResult(new URLSearchParams('connect_failed=google&reason=denied'))).toEqual({
      ok: false,
      message: 'Google was not connected: permission was not given.',
    });
    expect(connectResult(new URLSearchParams('connect_failed=google&reason=nonsense'))?.message).toBe(
      'Google was not connected: the site did not accept the connection. Please try again.',
    );
  });
});

describe('withoutConnectResult', () => {
  it('drops the OAuth result and keeps the rest of the query', () => {
    const params = new URLSearchParams('connect_failed=google&reason=denied&features.zapier=true');
    expect(withoutConnectResult(params).toString()).toBe('features.zapier=true');
    expect(connectResult(withoutConnectResult(new URLSearchParams('connected=facebook')))).toBeNull();
    expect(params.get('reason')).toBe('denied');
  });
});

describe('groupIntegrations', () => {
  it('groups by kind in catalogue order and leaves out empty groups', () => {
    const groups = groupIntegrations([{ ...base, id: 201, kind: 'external_launch' }, base]);
    expect(groups.map((group) => [group.title, group.integrations.map((row) => row.id)])).toEqual([
      ['Connect your accounts', [1]],
      ['Apps', [201]],
    ]);
  });
});

describe('guidePathOf', () => {
  it('leads each app of the catalogue to its guide, and nothing else anywhere', () => {
    for (const code of ['zapier', 'hootsuite', 'tableau']) {
      expect(guidePathOf({ kind: 'external_launch', code })).toBe(`/settings/integrations/${code}`);
    }
    expect(guidePathOf({ kind: 'external_launch', code: 'unknown' })).toBeNull();
    expect(guidePathOf({ kind: 'oauth', code: 'google' })).toBeNull();
  });
});
