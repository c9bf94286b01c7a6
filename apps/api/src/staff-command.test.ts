import { describe, expect, it } from 'vitest';
import { client, useTestApp } from '../test/test-app';
import { CommandError } from './command-error';
import { createStaffRepo } from './modules/auth/staff.repo';
import { runStaffCommand } from './staff-command';

/** `repute staff` (decision 0159): the operator names who may impersonate users, and takes it back. */
const {
  t,
  sessions: { admin },
} = useTestApp({ logins: { admin: 'admin@northwind.example' } });

const staff = (...args: string[]) => runStaffCommand(createStaffRepo(t.db), args);
const isStaff = async () => (await client(t, admin).get('/api/staff')).json().staff;

describe('repute staff', () => {
  it('grants staff to the user of an address, lists them, and revokes it', async () => {
    expect(await staff('grant', 'ADMIN@northwind.example')).toBe('ADMIN@northwind.example is staff\n');
    expect(await staff('list')).toContain('admin@northwind.example\tsince ');
    expect(await isStaff()).toBe(true);
    expect(await staff('revoke', 'admin@northwind.example')).toBe('admin@northwind.example is no longer staff\n');
    await t.sessionChangesHeard();
    expect(await isStaff()).toBe(false);
  });

  it('refuses an unknown address, a revoke of someone who is not staff, and anything else', async () => {
    await expect(staff('grant', 'nobody@example.com')).rejects.toThrow('No user signs in as nobody@example.com');
    await expect(staff('revoke', 'manager@northwind.example')).rejects.toThrow('is not staff');
    await expect(staff('promote', 'admin@northwind.example')).rejects.toBeInstanceOf(CommandError);
    await expect(staff('grant')).rejects.toBeInstanceOf(CommandError);
  });
});
