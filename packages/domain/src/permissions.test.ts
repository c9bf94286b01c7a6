import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  can,
  hasOnlyCompetitorPreview,
  PERMISSIONS_BY_USER_TYPE,
  permissionsFor,
  RESOURCES,
} from './permissions';
import { USER_TYPE_ID, USER_TYPES } from './user-types';

describe('permission table', () => {
  it('gives every user type a set over known resources and actions only', () => {
    for (const type of USER_TYPES) {
      const permissions = PERMISSIONS_BY_USER_TYPE[type.id];
      for (const [resource, actions] of Object.entries(permissions)) {
        expect(RESOURCES).toContain(resource);
        for (const action of actions ?? []) expect(ACTIONS).toContain(action);
      }
    }
  });

  it('lets Admin do everything', () => {
    const admin = permissionsFor(USER_TYPE_ID.admin);
    for (const resource of RESOURCES) for (const action of ACTIONS) expect(can(admin, resource, action)).toBe(true);
  });

  it('orders the types from most to least: each grants nothing the one above lacks', () => {
    const order = [USER_TYPE_ID.admin, USER_TYPE_ID.manager, USER_TYPE_ID.user, USER_TYPE_ID.readOnly];
    for (let index = 1; index < order.length; index += 1) {
      const above = permissionsFor(order[index - 1] as 1);
      const below = permissionsFor(order[index] as 1);
      for (const resource of RESOURCES) {
        for (const action of below[resource] ?? [])
          expect(can(above, resource, action), `${resource}.${action}`).toBe(true);
      }
    }
  });

  it('keeps Read Only to reads, apart from its own filters, alerts and exports', () => {
    const readOnly = permissionsFor(USER_TYPE_ID.readOnly);
    const writable = RESOURCES.filter((resource) => (readOnly[resource] ?? []).some((action) => action !== 'read'));
    expect(writable.sort()).toEqual(['alert', 'export', 'user_preference']);
    expect(can(readOnly, 'review', 'respond')).toBe(false);
    expect(can(readOnly, 'user', 'read')).toBe(false);
  });

  it('lets users answer reviews but not manage people or locations', () => {
    const user = permissionsFor(USER_TYPE_ID.user);
    expect(can(user, 'review', 'respond')).toBe(true);
    expect(can(user, 'location', 'create')).toBe(false);
    expect(can(user, 'user', 'create')).toBe(false);
  });

  it('gives Email Only nothing in the app but its alerts', () => {
    expect(Object.keys(permissionsFor(USER_TYPE_ID.emailOnly))).toEqual(['alert']);
  });

  it('recognises a competitor-preview-only permission set', () => {
    expect(hasOnlyCompetitorPreview({ competitor: ['preview'] })).toBe(true);
    expect(hasOnlyCompetitorPreview({ competitor: ['preview'], review: ['read'] })).toBe(false);
    expect(hasOnlyCompetitorPreview({ competitor: ['preview', 'read'] })).toBe(false);
    expect(hasOnlyCompetitorPreview(permissionsFor(USER_TYPE_ID.limitedUser))).toBe(false);
  });

  it('maps Yext’s suggest and approve roles onto the user types (decision 0146)', () => {
    const who = (type: keyof typeof USER_TYPE_ID) => permissionsFor(USER_TYPE_ID[type]);
    // Suggest only: no direct answer, a suggestion instead.
    expect(can(who('limitedUser'), 'review', 'respond')).toBe(false);
    expect(can(who('limitedUser'), 'reply_approval', 'create')).toBe(true);
    // Approvers, who also write the rules.
    for (const approver of ['admin', 'manager'] as const) {
      expect(can(who(approver), 'reply_approval', 'update')).toBe(true);
      expect(can(who(approver), 'auto_reply_rule', 'create')).toBe(true);
    }
    // Users answer directly and may suggest, but approve nobody's and write no rule.
    expect(can(who('user'), 'review', 'respond')).toBe(true);
    expect(can(who('user'), 'reply_approval', 'update')).toBe(false);
    expect(can(who('user'), 'auto_reply_rule', 'create')).toBe(false);
    expect(can(who('readOnly'), 'reply_approval', 'create')).toBe(false);
  });
});
