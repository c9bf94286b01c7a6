import { describe, expect, it } from 'vitest';
import { setupChecklist, showsTrialBanner, trialHeading, trialStage } from './trial-setup';

const trial = { status: 'trial', is_parent: false, is_whitelabel: false } as const;
const plain = { isParent: false, isWhitelabel: false };

describe('showsTrialBanner', () => {
  it('shows for a trial account only, never for parent or white-label accounts', () => {
    expect(showsTrialBanner(trial, plain, true)).toBe(true);
    expect(showsTrialBanner({ ...trial, status: 'active' }, plain, true)).toBe(false);
    expect(showsTrialBanner({ ...trial, is_parent: true }, plain, true)).toBe(false);
    expect(showsTrialBanner({ ...trial, is_whitelabel: true }, plain, true)).toBe(false);
    expect(showsTrialBanner(trial, { ...plain, isParent: true }, true)).toBe(false);
    expect(showsTrialBanner(trial, { ...plain, isWhitelabel: true }, true)).toBe(false);
  });

  it('never shows with billing off', () => {
    expect(showsTrialBanner(trial, plain, false)).toBe(false);
  });
});

describe('trialStage', () => {
  it('is 1, 2 or 3', () => {
    expect(trialStage({ stage: 1 })).toBe(1);
    expect(trialStage({ stage: 2 })).toBe(2);
    expect(trialStage({ stage: 3 })).toBe(3);
    expect(trialStage({ stage: 0 })).toBe(1);
  });
});

describe('setupChecklist', () => {
  it('lists the five setup flags with whether each is done', () => {
    const steps = setupChecklist(
      {
        ask_campaigns_exist: false,
        facebook_integration_exists: true,
        multiple_users_in_account_exists: false,
        responses_exist: true,
        google_url_scanned: true,
        stage: 2,
      },
      true,
    );
    expect(steps.map((step) => [step.flag, step.done])).toEqual([
      ['ask_campaigns_exist', false],
      ['facebook_integration_exists', true],
      ['multiple_users_in_account_exists', false],
      ['responses_exist', true],
      ['google_url_scanned', true],
    ]);
  });
});

describe('setupChecklist for a non-admin', () => {
  it('gives no link to the admin-only integrations page', () => {
    const progress = {
      ask_campaigns_exist: false,
      facebook_integration_exists: false,
      multiple_users_in_account_exists: false,
      responses_exist: false,
      google_url_scanned: false,
      stage: 2,
    };
    const facebook = (isAdmin: boolean) =>
      setupChecklist(progress, isAdmin).find((step) => step.flag === 'facebook_integration_exists');
    expect(facebook(false)).toMatchObject({ label: 'Connect Facebook', path: null });
    expect(facebook(true)).toMatchObject({ label: 'Connect Facebook', path: '/settings/integrations' });
    expect(setupChecklist(progress, false).find((step) => step.flag === 'responses_exist')?.path).toBe('/reviews');
  });
});

describe('trialHeading', () => {
  it('counts the days left', () => {
    expect(trialHeading(10)).toBe('10 days left in your free trial');
    expect(trialHeading(1)).toBe('1 day left in your free trial');
    expect(trialHeading(0)).toBe('Your free trial ends today');
    expect(trialHeading(-1)).toBe('Your free trial');
  });
});
