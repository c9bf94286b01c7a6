import { z } from 'zod';
import type { AccountSettingCode } from './account-settings';
import { listQuerySchema } from './list-query';
import { idSchema } from './whole-numbers';

/** Spec 001 §3: the four widget types, in the order of the create cards. */
export const WIDGET_TYPES = ['teaser', 'full_page', 'star_snapshot', 'location_info'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];
export const widgetTypeSchema = z.enum(WIDGET_TYPES);

/** Spec 001 §2: the name of each type's create link. */
export const WIDGET_TYPE_NAMES: Record<WidgetType, string> = {
  teaser: 'Testimonial Carousel',
  full_page: 'Location Review Feed',
  star_snapshot: 'Star Snapshot',
  location_info: 'Location Information',
};

/** Spec 001 §6: each create card shows only if its account setting is on. */
export const WIDGET_TYPE_SETTINGS: Record<WidgetType, AccountSettingCode> = {
  teaser: 'amplify_testimonial_widgets',
  full_page: 'amplify_review_feed_widgets',
  star_snapshot: 'amplify_star_snapshot_widgets',
  location_info: 'amplify_location_information_widgets',
};

/** Spec 001 §9: the carousel highlights up to 15 featured reviews. */
export const MAX_FEATURED_REVIEWS = 15;

/**
 * How many reviews each type shows (decision 0055): the carousel its featured ones, the feed a page's worth,
 * the snapshot none (only the average and count), the location card the latest three.
 */
export const WIDGET_REVIEW_LIMITS: Record<WidgetType, number> = {
  teaser: MAX_FEATURED_REVIEWS,
  full_page: 20,
  star_snapshot: 0,
  location_info: 3,
};

/**
 * The height each type reserves on the host page, in CSS pixels (decision 0056). Fixed per type and known before
 * any data arrives, so the embed code reserves it and the widget fills it: no layout shift. Longer content
 * scrolls inside the box.
 */
export const WIDGET_HEIGHTS: Record<WidgetType, number> = {
  teaser: 260,
  full_page: 640,
  star_snapshot: 72,
  location_info: 320,
};

export const WIDGET_FONTS = ['system', 'serif', 'sans-serif', 'monospace'] as const;
export type WidgetFont = (typeof WIDGET_FONTS)[number];

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour like #1a2b3c');

/** The builder's settings of one widget; every field has the default a new widget starts with. */
export const widgetSettingsSchema = z.object({
  /** Shown with the 'Auto-Update' prefix: new matching reviews appear without editing the widget. */
  auto_publish: z.boolean().default(true),
  /** Which locations, or which groups' locations; both empty: every location of the account. */
  location_ids: z.array(idSchema).max(500).default([]),
  group_ids: z.array(idSchema).max(100).default([]),
  /** Which review sources; empty: every source. */
  source_ids: z.array(idSchema).max(100).default([]),
  min_rating: z.number().int().min(1).max(5).default(4),
  /** Reviews shown first, in this order (the carousel highlights up to 15). */
  featured_review_ids: z.array(idSchema).max(MAX_FEATURED_REVIEWS).default([]),
  text_color: hexColor.default('#1f2937'),
  background_color: hexColor.default('#ffffff'),
  accent_color: hexColor.default('#b45309'),
  font: z.enum(WIDGET_FONTS).default('system'),
  /** The carousel never advances on its own unless this is on; then it has a pause control (WCAG 2.2.2). */
  auto_advance: z.boolean().default(false),
  /** schema.org Review and AggregateRating markup, for first-party reviews only; off by default (decision 0057). */
  review_markup: z.boolean().default(false),
});
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;

export const DEFAULT_WIDGET_SETTINGS: WidgetSettings = widgetSettingsSchema.parse({});

/** Why a Location Information widget cannot be saved without a location: it is the card of one location. */
export const WIDGET_LOCATION_REQUIRED = 'Choose the location this Location Information widget shows.';

/** A saved widget's problem the builder shows beside Save, or null when it may be saved (decision 0120). */
export function widgetSaveProblem(type: WidgetType, settings: Pick<WidgetSettings, 'location_ids'>): string | null {
  return type === 'location_info' && settings.location_ids.length === 0 ? WIDGET_LOCATION_REQUIRED : null;
}

const widgetFieldsSchema = z.object({
  account_id: idSchema.optional(),
  name: z.string().trim().min(1).max(100),
  widget_type: widgetTypeSchema,
  settings: widgetSettingsSchema.default(DEFAULT_WIDGET_SETTINGS),
});

export const widgetBodySchema = widgetFieldsSchema.superRefine((body, context) => {
  const problem = widgetSaveProblem(body.widget_type, body.settings);
  if (problem) context.addIssue({ code: 'custom', path: ['settings', 'location_ids'], message: problem });
});
export type WidgetBody = z.infer<typeof widgetBodySchema>;

/**
 * The builder's live preview: a widget not saved yet, rendered by the server exactly as its embed would be. A
 * Location Information widget previews before its location is chosen.
 */
export const widgetPreviewBodySchema = widgetFieldsSchema.omit({ name: true });
export type WidgetPreviewBody = z.infer<typeof widgetPreviewBodySchema>;

export const widgetSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  widget_type: widgetTypeSchema,
  settings: widgetSettingsSchema,
  /** The key of the public embed address: random, so widgets cannot be walked by id. */
  public_key: z.string(),
  height: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Widget = z.infer<typeof widgetSchema>;

export const widgetsQuerySchema = listQuerySchema().extend({ account_id: idSchema.optional() });
export type WidgetsQuery = z.infer<typeof widgetsQuerySchema>;

/** The widget's name as its card shows it: auto-publishing widgets carry the 'Auto-Update' prefix. */
export function widgetDisplayName(widget: { name: string; settings: Pick<WidgetSettings, 'auto_publish'> }): string {
  return widget.settings.auto_publish ? `Auto-Update ${widget.name}` : widget.name;
}

/** The source of reviews Repute collects itself: the only reviews that may carry schema.org review markup. */
export const FIRST_PARTY_SOURCE_ID = 12;

/** What a widget's review query selects (decision 0055). */
export type WidgetSelection = {
  locationIds: number[] | 'all';
  sourceIds: number[] | 'all';
  minRating: number;
  featuredIds: number[];
  /** With auto_publish off only the featured reviews show; on, the latest matching reviews follow them. */
  latest: number;
};

export function widgetSelection(
  type: WidgetType,
  settings: WidgetSettings,
  groupLocationIds: readonly number[],
): WidgetSelection {
  const chosen = [...new Set([...settings.location_ids, ...groupLocationIds])];
  const limit = WIDGET_REVIEW_LIMITS[type];
  const featuredIds = settings.featured_review_ids.slice(0, limit);
  return {
    locationIds: settings.location_ids.length === 0 && settings.group_ids.length === 0 ? 'all' : chosen,
    sourceIds: settings.source_ids.length === 0 ? 'all' : settings.source_ids,
    minRating: settings.min_rating,
    featuredIds,
    latest: settings.auto_publish ? limit - featuredIds.length : 0,
  };
}

/** Whether a review may carry schema.org markup in this widget: opted in, and collected by Repute itself. */
export function reviewMarkupAllowed(settings: Pick<WidgetSettings, 'review_markup'>, sourceId: number): boolean {
  return settings.review_markup && sourceId === FIRST_PARTY_SOURCE_ID;
}

/** The published face of a widget: what the public endpoint answers and nothing more. */
export type PublicWidgetReview = {
  author: string;
  rating: number;
  text: string;
  date: string;
  source: string;
};
export type PublicWidget = {
  type: WidgetType;
  height: number;
  rating: number | null;
  count: number;
  reviews: PublicWidgetReview[];
  html: string;
};

/** A reviewer as a widget names them: first name and the initial of the last (no e-mail, no full name). */
export function publicAuthorName(authorName: string | null): string {
  const parts = (authorName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0 || (parts[0] ?? '').includes('@')) return 'A customer';
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${last[0]?.toUpperCase()}.` : (first ?? 'A customer');
}

/**
 * The code a host page pastes (decision 0056): a placeholder that already has the widget's height (so the page
 * never shifts), a link for browsers without JavaScript, and the type's loader, loaded without blocking.
 */
export function widgetEmbedCode(origin: string, widget: { public_key: string; widget_type: WidgetType }): string {
  const height = WIDGET_HEIGHTS[widget.widget_type];
  return [
    `<div data-repute-widget="${widget.public_key}" data-type="${widget.widget_type}" style="display:block;height:${height}px;overflow:hidden">`,
    `<noscript><a href="${origin}/public/widgets/${widget.public_key}/page">Read our customer reviews</a></noscript>`,
    '</div>',
    `<script src="${origin}/public/widget/${widget.widget_type}.js" async></script>`,
  ].join('\n');
}
