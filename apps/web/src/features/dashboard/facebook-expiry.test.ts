import type { OauthToken } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { facebookExpiryDays, facebookExpiryMessage, type Viewer } from './facebook-expiry';

const CREATOR = 7;

function token(overrides: Partial<OauthToken> = {}): OauthToken {
  return {
    id: 1,
    integration_id: 2,
    integration_code: 'facebook',
    created_by_user_id: CREATOR,
    expires_at: '2026-03-15T12:00:00Z',
    daysUntilExpires: 5,
    ...overrides,
  };
}

const staff: Viewer = { userId: 99, isAccountOwner: false, isShadowing: false };

describe('facebookExpiryDays', () => {
  it('shows to the account owner, the integration creator and a shadowing user only', () => {
    expect(facebookExpiryDays([token()], { ...staff, isAccountOwner: true })).toBe(5);
    expect(facebookExpiryDays([token()], { ...staff, userId: CREATOR })).toBe(5);
    expect(facebookExpiryDays([token()], { ...staff, isShadowing: true })).toBe(5);
    expect(facebookExpiryDays([token()], staff)).toBeNull();
  });

  it('starts at 7 days and goes on once expired', () => {
    const owner = { ...staff, isAccountOwner: true };
    expect(facebookExpiryDays([token({ daysUntilExpires: 8 })], owner)).toBeNull();
    expect(facebookExpiryDays([token({ daysUntilExpires: 7 })], owner)).toBe(7);
    expect(facebookExpiryDays([token({ daysUntilExpires: 0 })], owner)).toBe(0);
    expect(facebookExpiryDays([token({ daysUntilExpires: -3 })], owner)).toBe(-3);
  });

  it('reads only Facebook tokens and warns about the one expiring first', () => {
    const owner = { ...staff, isAccountOwner: true };
    expect(facebookExpiryDays([token({ integration_code: 'google', daysUntilExpires: 1 })], owner)).toBeNull();
    expect(facebookExpiryDays([token({ daysUntilExpires: 6 }), token({ id: 2, daysUntilExpires: 2 })], owner)).toBe(2);
  });

  it('ignores a token that never expires', () => {
    const owner = { ...staff, isAccountOwner: true };
    expect(facebookExpiryDays([token({ daysUntilExpires: null, expires_at: null })], owner)).toBeNull();
    expect(facebookExpiryDays([], owner)).toBeNull();
  });
});

describe('facebookExpiryMessage', () => {
  it('says the spec’s words', () => {
    expect(facebookExpiryMessage(5)).toBe('Your Facebook integration will expire in 5 days');
    expect(facebookExpiryMessage(1)).toBe('Your Facebook integration will expire in 1 day');
    expect(facebookExpiryMessage(0)).toBe('Your Facebook integration is expired');
    expect(facebookExpiryMessage(-2)).toBe('Your Facebook integration is expired');
  });
});
