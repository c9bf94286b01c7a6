import { describe, expect, it } from 'vitest';
import { permissionsFor } from './permissions';
import { ROUTE_POLICIES } from './route-policies';
import {
  describePolicy,
  mayCall,
  type PolicyCaller,
  type RoutePolicy,
  refusalMessage,
  refusalOf,
} from './route-policy';
import { USER_TYPE_ID, type UserTypeId } from './user-types';

function caller(userTypeId: UserTypeId, more: Partial<PolicyCaller> = {}): PolicyCaller {
  return {
    permissions: permissionsFor(userTypeId),
    userTypeId,
    settings: {},
    isParent: false,
    accountActive: true,
    ...more,
  };
}

describe('mayCall', () => {
  it('lets anyone call a public route, and only a signed-in caller the others', () => {
    expect(mayCall({ access: 'public' }, null)).toBe(true);
    expect(refusalOf({ access: 'session' }, null)).toEqual({ kind: 'unauthenticated' });
    expect(mayCall({ access: 'session' }, caller(USER_TYPE_ID.emailOnly))).toBe(true);
  });

  it('lets an inactive account through session routes only', () => {
    const inactive = caller(USER_TYPE_ID.admin, { accountActive: false });
    expect(mayCall({ access: 'session' }, inactive)).toBe(true);
    expect(refusalOf({ access: 'active' }, inactive)).toEqual({ kind: 'inactive' });
  });

  it('asks for the permission, or any one of a list', () => {
    const compose: RoutePolicy = { access: 'active', permission: ['review', 'respond'] };
    expect(mayCall(compose, caller(USER_TYPE_ID.user))).toBe(true);
    expect(refusalOf(compose, caller(USER_TYPE_ID.readOnly))).toEqual({ kind: 'permission' });
    const view: RoutePolicy = {
      access: 'active',
      permission: [
        ['amplify', 'create'],
        ['amplify', 'preview'],
      ],
    };
    expect(mayCall(view, caller(USER_TYPE_ID.user))).toBe(true);
    expect(mayCall(view, caller(USER_TYPE_ID.readOnly))).toBe(false);
  });

  it('applies the user-type rule before the permission: a manager holding the permission is still refused', () => {
    const adminsOnly: RoutePolicy = { access: 'active', userType: 'admin', permission: ['integration', 'read'] };
    expect(refusalOf(adminsOnly, caller(USER_TYPE_ID.manager))).toEqual({ kind: 'user_type' });
    expect(mayCall(adminsOnly, caller(USER_TYPE_ID.admin))).toBe(true);
    expect(mayCall({ access: 'active', userType: 'admin_or_manager' }, caller(USER_TYPE_ID.manager))).toBe(true);
  });

  it('keeps parents in or out as the route says', () => {
    const parent = caller(USER_TYPE_ID.admin, { isParent: true });
    expect(refusalOf({ access: 'active', parents: 'only' }, caller(USER_TYPE_ID.admin))).toEqual({ kind: 'parents' });
    expect(mayCall({ access: 'active', parents: 'only' }, parent)).toBe(true);
    expect(refusalOf({ access: 'active', parents: 'refused' }, parent)).toEqual({ kind: 'parents' });
  });

  it('needs every feature gate on, a missing setting counting as off, and names the first one off', () => {
    const gated: RoutePolicy = { access: 'active', permission: ['location', 'update'], settings: ['special_hours'] };
    expect(refusalOf(gated, caller(USER_TYPE_ID.admin))).toEqual({ kind: 'feature', setting: 'special_hours' });
    expect(mayCall(gated, caller(USER_TYPE_ID.admin, { settings: { special_hours: true } }))).toBe(true);
    // A missing permission is said before a gate that is off: the permission screen, not the upsell.
    expect(refusalOf(gated, caller(USER_TYPE_ID.readOnly))).toEqual({ kind: 'permission' });
  });
});

describe('refusalMessage', () => {
  it("says a feature is off in the feature's words, and anything else in the permission's", () => {
    expect(refusalMessage({ kind: 'feature', setting: 'microsurveys' })).toBe(
      'This feature is not enabled for this account',
    );
    for (const kind of ['permission', 'user_type', 'parents'] as const) {
      expect(refusalMessage({ kind })).toBe('You do not have permission to do that');
    }
  });
});

describe('the route table', () => {
  it('writes each policy as one line', () => {
    expect(describePolicy(ROUTE_POLICIES['GET /reviews'])).toBe('active, review.read');
    expect(describePolicy(ROUTE_POLICIES['GET /benchmark/:vertical_id'])).toBe(
      'active, location_score.read, settings industry_score',
    );
  });

  it('says why a signed-in route needs no permission', () => {
    const unexplained = Object.entries(ROUTE_POLICIES).filter(
      ([, policy]: [string, RoutePolicy]) =>
        policy.access === 'active' && !policy.permission && !policy.userType && !policy.note,
    );
    expect(unexplained).toEqual([]);
  });
});
