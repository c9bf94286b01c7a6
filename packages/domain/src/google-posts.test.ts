import { describe, expect, it } from 'vitest';
import {
  googlePostErrors,
  googlePostImageError,
  isValidPostLink,
  GOOGLE_POST_MESSAGES as M,
  postDateFromShort,
} from './google-posts';

const today = '2026-11-24';
const offer = (schedule: Record<string, string>, extra: Record<string, unknown> = {}) =>
  googlePostErrors({ topic_type: 'OFFER', event: { title: '10% off', schedule }, ...extra }, today);

describe('Google post rules (spec 001 §5)', () => {
  it('asks an update for a description or an image, and takes either', () => {
    expect(googlePostErrors({ topic_type: 'STANDARD', summary: '  ' }, today)).toEqual({
      summary: M.descriptionOrImage,
    });
    expect(googlePostErrors({ topic_type: 'STANDARD', summary: 'Open late' }, today)).toEqual({});
    const image = [{ sourceUrl: 'https://x.example/a.png', mediaFormat: 'PHOTO' as const }];
    expect(googlePostErrors({ topic_type: 'STANDARD', media: image }, today)).toEqual({});
  });

  it('limits the summary to 1500 characters and the terms to 5000', () => {
    expect(googlePostErrors({ topic_type: 'STANDARD', summary: 'a'.repeat(1500) }, today)).toEqual({});
    expect(googlePostErrors({ topic_type: 'STANDARD', summary: 'a'.repeat(1501) }, today).summary).toBe(
      M.summaryTooLong,
    );
    const terms = (length: number) => ({ offer: { termsConditions: 't'.repeat(length) } });
    expect(offer({ startDate: today, endDate: '2026-12-01' }, terms(5000))).toEqual({});
    expect(offer({ startDate: today, endDate: '2026-12-01' }, terms(5001))).toEqual({
      'offer.termsConditions': M.termsTooLong,
    });
  });

  it("asks an offer's and an event's title and both dates, each in its own words", () => {
    expect(googlePostErrors({ topic_type: 'OFFER' }, today)).toEqual({
      'event.title': M.offerTitle,
      'event.schedule.startDate': M.startDate,
      'event.schedule.endDate': M.endDate,
    });
    expect(googlePostErrors({ topic_type: 'EVENT', event: { title: ' ', schedule: {} } }, today)['event.title']).toBe(
      M.eventTitle,
    );
  });

  it('refuses a start in the past, an end not after the start, and dates beyond a year', () => {
    expect(offer({ startDate: '2026-11-23', endDate: '2026-12-01' })).toEqual({
      'event.schedule.startDate': M.startInPast,
    });
    expect(offer({ startDate: '2026-12-02', endDate: '2026-12-01' })).toEqual({
      'event.schedule.endDate': M.endNotAfterStart,
    });
    expect(offer({ startDate: today, endDate: today, startTime: '10:00', endTime: '09:00' })).toEqual({
      'event.schedule.endDate': M.endNotAfterStart,
    });
    expect(offer({ startDate: today, endDate: today })).toEqual({});
    expect(offer({ startDate: '2027-11-24', endDate: '2027-11-24' })).toEqual({});
    expect(offer({ startDate: '2027-11-25', endDate: '2027-11-26' })).toEqual({
      'event.schedule.startDate': M.startTooFar,
      'event.schedule.endDate': M.endTooFar,
    });
  });

  it('needs a valid link for every button but CALL, and for an offer redeemed online', () => {
    const post = (actionType: string, url?: string) =>
      googlePostErrors(
        { topic_type: 'STANDARD', summary: 'Hi', call_to_action: { actionType: actionType as 'BOOK', url } },
        today,
      );
    expect(post('CALL')).toEqual({});
    for (const type of ['BOOK', 'ORDER', 'SHOP', 'LEARN_MORE', 'SIGN_UP']) {
      expect(post(type)).toEqual({ 'call_to_action.url': M.invalidWebsite });
    }
    expect(post('BOOK', 'not a link')).toEqual({ 'call_to_action.url': M.invalidWebsite });
    expect(post('BOOK', 'northwind.example/book')).toEqual({});
    expect(M.invalidWebsite).toBe('Enter a valid website. Example: www.example.com');
    expect(offer({ startDate: today, endDate: '2026-12-01' }, { offer: { redeemOnlineUrl: 'http://' } })).toEqual({
      'offer.redeemOnlineUrl': M.invalidWebsite,
    });
    expect(isValidPostLink('https://northwind.example')).toBe(true);
    expect(isValidPostLink('northwind')).toBe(false);
  });

  it('takes one JPG or PNG image of 10240 bytes to 5 MB and at least 250px by 250px', () => {
    const ok = { type: 'image/png', size: 20_000, width: 250, height: 250 };
    expect(googlePostImageError(ok)).toBeNull();
    expect(googlePostImageError({ ...ok, type: 'image/gif' })).toBe('Files must be JPG or PNG');
    expect(googlePostImageError({ ...ok, size: 5 * 1024 * 1024 + 1 })).toBe('Images must be less than 5MB');
    expect(googlePostImageError({ ...ok, width: 249 })).toBe('Images must be at least 250px by 250px');
    expect(googlePostImageError({ ...ok, size: 10_239 })).toBe(M.imageTooSmallBytes);
    const two = [1, 2].map((n) => ({ sourceUrl: `https://x.example/${n}.png`, mediaFormat: 'PHOTO' as const }));
    expect(googlePostErrors({ topic_type: 'STANDARD', media: two }, today).media).toBe(
      "You can't upload more than 1 image",
    );
  });

  it('reads and shows dates as MM/DD/YY', () => {
    expect(postDateFromShort('12/01/26')).toBe('2026-12-01');
    expect(postDateFromShort('02/30/27')).toBeNull();
    expect(postDateFromShort('2026-12-01')).toBeNull();
  });
});
