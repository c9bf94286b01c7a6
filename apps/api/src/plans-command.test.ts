import { describe, expect, it } from 'vitest';
import { client, useTestApp } from '../test/test-app';
import { CommandError } from './command-error';
import { createBillingRepo } from './modules/billing/billing.repo';
import { runPlansCommand } from './plans-command';

/** `repute plans` (decision 0152): the operator lists, adds and updates the plans the billing pages offer. */
const {
  t,
  sessions: { owner },
} = useTestApp({ logins: { owner: 'owner@juniper.example' } });

const plans = (...args: string[]) => runPlansCommand(createBillingRepo(t.db), args);

describe('repute plans', () => {
  it('lists the plans, cheapest first', async () => {
    const lines = (await plans('list')).trim().split('\n');
    expect(lines.map((line) => line.split('\t')[1])).toEqual(['Essentials', 'Professional', 'Enterprise']);
    expect(lines[1]).toContain('$79.00/month');
  });

  it('adds a plan the billing pages then offer, and updates only the options given', async () => {
    const added = await plans(
      'add',
      '--name',
      'Starter',
      '--monthly',
      '1900',
      '--annual',
      '19000',
      '--features',
      'insights,media',
    );
    expect(added).toMatch(/^Added \d+\tStarter\t\$19\.00\/month\t\$190\.00\/year\tsetup \$0\.00/);
    const offered = (await client(t, owner).get('/api/billing/plans')).json().plans;
    const starter = offered.find((plan: { name: string }) => plan.name === 'Starter');
    expect(starter).toMatchObject({ monthly_unit_cents: 1900, features: ['insights', 'media'], trial_days: 14 });

    const updated = await plans('update', String(starter.id), '--monthly', '2500', '--trial-days', '30');
    expect(updated).toContain('$25.00/month');
    const after = (await client(t, owner).get('/api/billing/plans')).json().plans;
    expect(after.find((plan: { id: number }) => plan.id === starter.id)).toMatchObject({
      name: 'Starter',
      monthly_unit_cents: 2500,
      annual_unit_cents: 19_000,
      trial_days: 30,
      features: ['insights', 'media'],
    });
  });

  it('refuses mistakes with a message and changes nothing', async () => {
    const before = await plans('list');
    await expect(plans('add', '--name', 'Cheap', '--monthly', '-5', '--annual', '0')).rejects.toThrow(CommandError);
    await expect(plans('add', '--name', 'Cheap', '--monthly', '100')).rejects.toThrow(CommandError);
    await expect(plans('add', '--name', 'Essentials', '--monthly', '1', '--annual', '1')).rejects.toThrow(
      'A plan named Essentials exists already',
    );
    await expect(plans('add', '--name', 'X', '--monthly', '1', '--annual', '1', '--features', 'nope')).rejects.toThrow(
      'Unknown account setting: nope',
    );
    await expect(plans('update', '999999', '--monthly', '1')).rejects.toThrow('No plan 999999');
    await expect(plans('update', '1')).rejects.toThrow(CommandError);
    await expect(plans('remove', '1')).rejects.toThrow(CommandError);
    await expect(plans('add', '--colour', 'red')).rejects.toThrow(CommandError);
    expect(await plans('list')).toBe(before);
  });
});
