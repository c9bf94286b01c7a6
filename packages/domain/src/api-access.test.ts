import { describe, expect, it } from 'vitest';
import { parseScopeParameter, permissionsWithinScopes, tokenExpiresAt, usefulScopes } from './api-access';
import { permissionsFor } from './permissions';
import { USER_TYPE_ID } from './user-types';

describe('API scopes', () => {
  it('narrow a user to what both the user type and the scopes grant', () => {
    const admin = permissionsFor(USER_TYPE_ID.admin);
    expect(permissionsWithinScopes(admin, ['reviews:read'])).toEqual({ review: ['read'], tag: ['read'] });
    expect(permissionsWithinScopes(admin, ['reviews:read', 'responses:write'])).toEqual({
      review: ['read', 'respond'],
      tag: ['read'],
    });
    // A Read Only user's token may read reviews but never reply, whatever its scopes say.
    const readOnly = permissionsFor(USER_TYPE_ID.readOnly);
    expect(permissionsWithinScopes(readOnly, ['responses:write'])).toEqual({ review: ['read'] });
  });

  it('offers a user only the scopes that would grant them something', () => {
    expect(usefulScopes(permissionsFor(USER_TYPE_ID.emailOnly))).toEqual([]);
    expect(usefulScopes(permissionsFor(USER_TYPE_ID.user))).not.toContain('webhooks:write');
    expect(usefulScopes(permissionsFor(USER_TYPE_ID.admin))).toContain('webhooks:write');
  });

  it('reads an OAuth scope parameter, refusing any unknown part', () => {
    expect(parseScopeParameter('reviews:read  locations:read reviews:read')).toEqual([
      'reviews:read',
      'locations:read',
    ]);
    expect(parseScopeParameter('reviews:read admin')).toBeUndefined();
    expect(parseScopeParameter('')).toBeUndefined();
  });

  it('ends a token at the midnight after its last day where the account is', () => {
    expect(tokenExpiresAt('2027-01-31', 'America/New_York').toISOString()).toBe('2027-02-01T05:00:00.000Z');
    expect(tokenExpiresAt('2027-07-31', 'Europe/Berlin').toISOString()).toBe('2027-07-31T22:00:00.000Z');
  });
});
