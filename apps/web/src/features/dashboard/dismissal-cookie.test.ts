import { describe, expect, it } from 'vitest';
import { dismissalCookie, dismissalCookieName, isDismissed } from './dismissal-cookie';

describe('banner dismissal cookie', () => {
  const name = dismissalCookieName('trial_banner', 42);

  it('lasts exactly 30 days for the whole site', () => {
    expect(name).toBe('repute_trial_banner_dismissed_42');
    expect(dismissalCookie(name, false)).toBe(
      'repute_trial_banner_dismissed_42=1; Max-Age=2592000; Path=/; SameSite=Lax',
    );
    expect(dismissalCookie(name, true)).toMatch(/; Secure$/);
  });

  it('is read back from document.cookie, for its own account only', () => {
    expect(isDismissed('a=b; repute_trial_banner_dismissed_42=1; c=d', name)).toBe(true);
    expect(isDismissed('repute_trial_banner_dismissed_421=1', name)).toBe(false);
    expect(isDismissed('repute_trial_banner_dismissed_43=1', name)).toBe(false);
    expect(isDismissed('', name)).toBe(false);
  });

  it('round-trips through a real document.cookie', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the hook writes document.cookie; so does the test
    document.cookie = dismissalCookie(name, false);
    expect(isDismissed(document.cookie, name)).toBe(true);
  });
});
