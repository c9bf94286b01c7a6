import { USER_TYPE_ID, type UserTypeId } from '@repute/domain';
import { permissionsFor } from '@repute/domain/permissions';
import { describe, expect, it } from 'vitest';
import { mayAs } from '../../test/policy-caller';
import { settingsLinks } from './settings-links';

const labelsFor = (userTypeId: UserTypeId) =>
  settingsLinks({ permissions: permissionsFor(userTypeId), settings: {}, may: mayAs(userTypeId) }).map(
    (link) => link.label,
  );

describe('settingsLinks', () => {
  it('shows Integrations to admins only, as the page itself', () => {
    expect(labelsFor(USER_TYPE_ID.admin)).toContain('Integrations');
    expect(labelsFor(USER_TYPE_ID.manager)).not.toContain('Integrations');
    expect(labelsFor(USER_TYPE_ID.manager)).toContain('Locations');
  });

  it('shows Alerts to whoever holds ALERT update (spec 000 §6), and not without it', () => {
    expect(labelsFor(USER_TYPE_ID.emailOnly)).toContain('Alerts');
    const withoutAlerts = settingsLinks({ permissions: { alert: ['read'] }, settings: {}, may: () => false });
    expect(withoutAlerts.map((link) => link.label)).not.toContain('Alerts');
  });

  it('shows Webhooks to admins of an account with the webhooks setting (decision 0153)', () => {
    const webhooksFor = (userTypeId: UserTypeId, webhooks: boolean) =>
      settingsLinks({
        permissions: permissionsFor(userTypeId),
        settings: { webhooks },
        may: mayAs(userTypeId, { webhooks }),
      }).some((link) => link.label === 'Webhooks');
    expect(webhooksFor(USER_TYPE_ID.admin, true)).toBe(true);
    expect(webhooksFor(USER_TYPE_ID.admin, false)).toBe(false);
    expect(webhooksFor(USER_TYPE_ID.manager, true)).toBe(false);
  });

  it('shows the Audit Log to admins only, and Impersonate a User to the operator staff only (decisions 0158, 0159)', () => {
    expect(labelsFor(USER_TYPE_ID.admin)).toContain('Audit Log');
    expect(labelsFor(USER_TYPE_ID.manager)).not.toContain('Audit Log');
    expect(labelsFor(USER_TYPE_ID.admin)).not.toContain('Impersonate a User');
    const staff = settingsLinks({
      permissions: permissionsFor(USER_TYPE_ID.readOnly),
      settings: {},
      may: mayAs(USER_TYPE_ID.readOnly),
      isStaff: true,
    });
    expect(staff.map((link) => link.label)).toContain('Impersonate a User');
  });

  it('links an Email Only user to no page whose list they could not load', () => {
    expect(labelsFor(USER_TYPE_ID.emailOnly)).toEqual(['Profile', 'Alerts']);
  });
});
