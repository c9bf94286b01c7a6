import { ROUTE_POLICIES, type RouteKey } from '@repute/domain/route-policies';
import { USER_TYPE_ID } from '@repute/domain/user-types';
import { describe, expect, it } from 'vitest';
import { userSession } from '../../test/admin-session';
import { mayCallNeed, policyCallerOf, refusalOfNeed } from './route-access';

const ALL_ROUTES = Object.keys(ROUTE_POLICIES) as RouteKey[];
const callerAs = (userTypeId: (typeof USER_TYPE_ID)[keyof typeof USER_TYPE_ID], settings = {}) =>
  policyCallerOf(userSession(1, userTypeId), settings);

describe('policyCallerOf', () => {
  it("reads the auth state and counts a setting on only when it is true, as the server reads 'true'", () => {
    const caller = policyCallerOf(
      { ...userSession(1, USER_TYPE_ID.manager), isParent: true, account_active: false },
      { microsurveys: true, groups: false, industry_score: 'true', custom_score: 'yes' },
    );
    expect(caller).toEqual({
      permissions: userSession(1, USER_TYPE_ID.manager).permissions,
      userTypeId: USER_TYPE_ID.manager,
      settings: { microsurveys: true },
      isParent: true,
      accountActive: false,
    });
  });

  it('is nobody without a session: every route but the public ones refuses', () => {
    expect(policyCallerOf(null, {})).toBeNull();
    expect(refusalOfNeed('GET /reviews', null)).toEqual({ kind: 'unauthenticated' });
    expect(mayCallNeed('POST /auth', null)).toBe(true);
  });
});

describe('the route policies, asked by the screens', () => {
  it('lets Read Only and Limited users read the Ask tool but not make, send or template a campaign', () => {
    for (const userTypeId of [USER_TYPE_ID.readOnly, USER_TYPE_ID.limitedUser]) {
      const caller = callerAs(userTypeId);
      expect(mayCallNeed('GET /campaigns', caller)).toBe(true);
      for (const write of ['POST /campaigns', 'POST /campaigns/:id/send', 'POST /request_templates'] as const) {
        expect(refusalOfNeed(write, caller), `${userTypeId} ${write}`).toEqual({ kind: 'permission' });
      }
    }
    expect(mayCallNeed('POST /campaigns/:id/send', callerAs(USER_TYPE_ID.user))).toBe(true);
  });

  it("refuses an Email Only user the Add Alert form's location and group lists, not the alerts", () => {
    const caller = callerAs(USER_TYPE_ID.emailOnly);
    expect(mayCallNeed('GET /locations', caller)).toBe(false);
    expect(mayCallNeed('GET /groups', caller)).toBe(false);
    expect(mayCallNeed('GET /alerts', caller)).toBe(true);
    expect(mayCallNeed('POST /alerts', caller)).toBe(true);
    expect(mayCallNeed('GET /campaigns', caller)).toBe(false);
    expect(mayCallNeed('GET /media', caller)).toBe(false);
  });

  it("needs a route's feature gates on in the account's settings, naming the one that is off", () => {
    expect(refusalOfNeed('GET /microsurveys', callerAs(USER_TYPE_ID.admin))).toEqual({
      kind: 'feature',
      setting: 'microsurveys',
    });
    expect(mayCallNeed('GET /microsurveys', callerAs(USER_TYPE_ID.admin, { microsurveys: true }))).toBe(true);
    expect(mayCallNeed('GET /microsurveys', callerAs(USER_TYPE_ID.admin, { microsurveys: false }))).toBe(false);
  });

  it('keeps integrations to admins, whatever permission a manager holds', () => {
    expect(mayCallNeed('GET /integrations', callerAs(USER_TYPE_ID.admin))).toBe(true);
    expect(refusalOfNeed('GET /integrations', callerAs(USER_TYPE_ID.manager))).toEqual({ kind: 'user_type' });
  });

  it('refuses an inactive account everything but the session routes', () => {
    const inactive = policyCallerOf({ ...userSession(1, USER_TYPE_ID.admin), account_active: false }, {});
    expect(refusalOfNeed('GET /reviews', inactive)).toEqual({ kind: 'inactive' });
    expect(mayCallNeed('GET /account_settings', inactive)).toBe(true);
  });

  it('lets an admin with every setting on call every route but the parents-only ones', () => {
    const settings = Object.fromEntries(
      ALL_ROUTES.flatMap((key) => ROUTE_POLICIES[key] as { settings?: readonly string[] }).flatMap((policy) =>
        (policy.settings ?? []).map((code) => [code, true]),
      ),
    );
    const refused = ALL_ROUTES.filter((key) => !mayCallNeed(key, callerAs(USER_TYPE_ID.admin, settings)));
    expect(refused.filter((key) => (ROUTE_POLICIES[key] as { parents?: string }).parents !== 'only')).toEqual([]);
  });
});
