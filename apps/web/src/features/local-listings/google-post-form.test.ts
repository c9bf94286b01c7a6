import { googlePostErrors } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { emptyPostForm, formErrorsOf, postBodyOf } from './google-post-form';
import { previewDismissalCookie, previewDismissed } from './preview-cookie';

describe('the Google post form', () => {
  it('sends an offer with its dates as YYYY-MM-DD and an update without offer or event', () => {
    const offer = { ...emptyPostForm('OFFER'), title: 'Sale', startDate: '12/01/26', endDate: '12/31/26' };
    expect(postBodyOf(offer)).toMatchObject({
      topic_type: 'OFFER',
      event: { title: 'Sale', schedule: { startDate: '2026-12-01', endDate: '2026-12-31', startTime: null } },
      offer: { couponCode: null },
      call_to_action: null,
    });
    const update = postBodyOf({ ...emptyPostForm('STANDARD'), summary: 'Hi', actionType: 'CALL' });
    expect(update).toMatchObject({ event: null, offer: null, call_to_action: { actionType: 'CALL' } });
  });

  it('puts each rule on its field, a date that is not MM/DD/YY counting as none', () => {
    const form = { ...emptyPostForm('EVENT'), startDate: '2026-12-01', actionType: 'BOOK' as const };
    expect(formErrorsOf(googlePostErrors(postBodyOf(form), '2026-11-24'))).toEqual({
      title: 'Enter an event title',
      startDate: 'Choose a start date',
      endDate: 'Choose an end date',
      actionUrl: 'Enter a valid website. Example: www.example.com',
    });
  });

  it("remembers the preview's dismissal for 365 days", () => {
    expect(previewDismissalCookie(false)).toBe(
      'google_posts_preview_dismissed=1; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(previewDismissed('a=1; google_posts_preview_dismissed=1')).toBe(true);
    expect(previewDismissed('a=1')).toBe(false);
  });
});
