import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WIDGET_SETTINGS,
  FIRST_PARTY_SOURCE_ID,
  publicAuthorName,
  reviewMarkupAllowed,
  widgetDisplayName,
  widgetEmbedCode,
  widgetSelection,
  widgetSettingsSchema,
} from './widgets';

describe('widget settings', () => {
  it('starts a new widget auto-publishing 4 stars and up from every location and source, never auto-advancing', () => {
    expect(DEFAULT_WIDGET_SETTINGS).toMatchObject({
      auto_publish: true,
      min_rating: 4,
      location_ids: [],
      source_ids: [],
      auto_advance: false,
      review_markup: false,
    });
  });

  it('takes up to 15 featured reviews and refuses a 16th', () => {
    const ids = Array.from({ length: 16 }, (_, index) => index + 1);
    expect(widgetSettingsSchema.safeParse({ featured_review_ids: ids.slice(0, 15) }).success).toBe(true);
    expect(widgetSettingsSchema.safeParse({ featured_review_ids: ids }).success).toBe(false);
  });

  it('refuses colours that are not #rrggbb (they are written into the widget CSS)', () => {
    expect(widgetSettingsSchema.safeParse({ text_color: 'red;}*{display:none' }).success).toBe(false);
  });

  it("prefixes an auto-publishing widget's name with 'Auto-Update'", () => {
    expect(widgetDisplayName({ name: 'Home page', settings: { auto_publish: true } })).toBe('Auto-Update Home page');
    expect(widgetDisplayName({ name: 'Home page', settings: { auto_publish: false } })).toBe('Home page');
  });
});

describe('widget selection', () => {
  const settings = (overrides: Partial<typeof DEFAULT_WIDGET_SETTINGS>) => ({
    ...DEFAULT_WIDGET_SETTINGS,
    ...overrides,
  });

  it('reads every location and source when none is chosen', () => {
    expect(widgetSelection('full_page', settings({}), [])).toMatchObject({ locationIds: 'all', sourceIds: 'all' });
  });

  it("joins chosen locations with the chosen groups' locations", () => {
    const selection = widgetSelection('full_page', settings({ location_ids: [1, 2], group_ids: [9] }), [2, 3]);
    expect(selection.locationIds).toEqual([1, 2, 3]);
  });

  it('fills the carousel with the latest matching reviews after the featured ones, up to 15 in all', () => {
    const selection = widgetSelection('teaser', settings({ featured_review_ids: [5, 6] }), []);
    expect(selection).toMatchObject({ featuredIds: [5, 6], latest: 13 });
  });

  it('shows only the featured reviews when auto-publish is off', () => {
    expect(widgetSelection('teaser', settings({ auto_publish: false, featured_review_ids: [5] }), []).latest).toBe(0);
  });

  it('gives the star snapshot no review, only the average', () => {
    expect(widgetSelection('star_snapshot', settings({ featured_review_ids: [5] }), [])).toMatchObject({
      featuredIds: [],
      latest: 0,
    });
  });
});

describe('review markup and reviewer names', () => {
  it('marks up first-party reviews only, and only when the account turned it on', () => {
    expect(reviewMarkupAllowed({ review_markup: true }, FIRST_PARTY_SOURCE_ID)).toBe(true);
    expect(reviewMarkupAllowed({ review_markup: true }, 1)).toBe(false);
    expect(reviewMarkupAllowed({ review_markup: false }, FIRST_PARTY_SOURCE_ID)).toBe(false);
  });

  it('names a reviewer by first name and initial, and never shows an e-mail address', () => {
    expect(publicAuthorName('Ada Byron Lovelace')).toBe('Ada L.');
    expect(publicAuthorName('Ada')).toBe('Ada');
    expect(publicAuthorName('ada@example.com')).toBe('A customer');
    expect(publicAuthorName(null)).toBe('A customer');
  });
});

describe('embed code', () => {
  it('reserves the widget height, links the no-script page and loads the type loader without blocking', () => {
    const code = widgetEmbedCode('https://reviews.example', {
      public_key: 'abcDEF123456',
      widget_type: 'star_snapshot',
    });
    expect(code).toContain('data-repute-widget="abcDEF123456" data-type="star_snapshot"');
    expect(code).toContain('style="display:block;height:72px;overflow:hidden"');
    expect(code).toContain('<noscript><a href="https://reviews.example/public/widgets/abcDEF123456/page">');
    expect(code).toContain('<script src="https://reviews.example/public/widget/star_snapshot.js" async></script>');
  });
});
