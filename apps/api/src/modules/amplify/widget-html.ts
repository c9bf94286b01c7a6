import {
  FIRST_PARTY_SOURCE_ID,
  type PublicWidgetReview,
  publicAuthorName,
  reviewMarkupAllowed,
  sourceById,
  WIDGET_HEIGHTS,
  type WidgetSettings,
  type WidgetType,
} from '@repute/domain';
import type { WidgetLocationRow, WidgetReviewRow } from './amplify.repo';

/** Text as HTML: the only way review text, names and addresses reach the fragment. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

const FONT_STACKS: Record<WidgetSettings['font'], string> = {
  system: 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif',
  serif: 'Georgia,"Times New Roman",serif',
  'sans-serif': 'Helvetica,Arial,sans-serif',
  monospace: 'ui-monospace,Menlo,Consolas,monospace',
};

export type WidgetContent = {
  type: WidgetType;
  settings: WidgetSettings;
  average: number | null;
  count: number;
  reviews: WidgetReviewRow[];
  location: WidgetLocationRow | undefined;
};

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export function publicReview(row: WidgetReviewRow): PublicWidgetReview {
  return {
    author: publicAuthorName(row.authorName),
    rating: row.rating,
    text: row.content ?? '',
    date: row.publishedAt.toISOString().slice(0, 10),
    source: sourceById(row.sourceId)?.name ?? 'Review',
  };
}

/**
 * The widget's own styles: every rule is scoped to the shadow root (the loader) or the fragment page, and :host
 * resets what a hostile host page could make shadow content inherit (font size, line height, colours).
 * Colours are #rrggbb only (the settings schema), so nothing from the account escapes the declarations.
 */
function css(type: WidgetType, settings: WidgetSettings): string {
  return [
    `:host{all:initial;display:block}`,
    `.rw{box-sizing:border-box;height:${WIDGET_HEIGHTS[type]}px;overflow:auto;margin:0;padding:16px;border-radius:8px;`,
    `font:16px/1.5 ${FONT_STACKS[settings.font]};color:${settings.text_color};background:${settings.background_color};text-align:left}`,
    `.rw *{box-sizing:border-box;margin:0;padding:0;font:inherit;color:inherit}`,
    `.rw h2{font-size:18px;font-weight:700;margin-bottom:8px}`,
    `.rw ul{list-style:none}.rw li,[data-rw=slides]>div{margin-bottom:12px}`,
    `.rw-stars{color:${settings.accent_color};letter-spacing:2px}`,
    `.rw-meta{font-size:14px;opacity:.85}`,
    `.rw blockquote{margin:4px 0;overflow-wrap:anywhere}`,
    `.rw button{cursor:pointer;min-width:44px;min-height:44px;border:2px solid ${settings.accent_color};border-radius:6px;background:${settings.background_color};color:${settings.text_color};font-size:16px}`,
    `.rw button:focus-visible{outline:3px solid ${settings.accent_color};outline-offset:2px}`,
    `.rw-nav{display:flex;gap:8px;margin-top:8px}`,
    `.rw-big{font-size:28px;font-weight:700}`,
    `.rw [hidden]{display:none}`,
    `@media (prefers-reduced-motion:reduce){.rw *{transition:none!important}}`,
  ].join('');
}

function stars(rating: number): string {
  const whole = Math.round(rating);
  return `<span class="rw-stars" role="img" aria-label="${rating.toFixed(1)} out of 5 stars">${'★'.repeat(whole)}${'☆'.repeat(5 - whole)}</span>`;
}

function reviewItem(row: WidgetReviewRow, settings: WidgetSettings, tag: 'li' | 'div', extra = ''): string {
  const review = publicReview(row);
  const markup = reviewMarkupAllowed(settings, row.sourceId);
  const scope = markup ? ' itemscope itemtype="https://schema.org/Review"' : '';
  const prop = (name: string) => (markup ? ` itemprop="${name}"` : '');
  const ratingMeta = markup
    ? `<span itemprop="reviewRating" itemscope itemtype="https://schema.org/Rating"><meta itemprop="ratingValue" content="${review.rating}"><meta itemprop="bestRating" content="5"></span>`
    : '';
  const author = markup
    ? `<span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">${escapeHtml(review.author)}</span></span>`
    : escapeHtml(review.author);
  return (
    `<${tag}${scope}${extra}>${ratingMeta}<p>${stars(review.rating)}</p>` +
    `<blockquote${prop('reviewBody')}>${escapeHtml(review.text)}</blockquote>` +
    `<p class="rw-meta">${author} · ${escapeHtml(review.source)} · <time${prop('datePublished')} datetime="${review.date}">${DATE_FORMAT.format(row.publishedAt)}</time></p></${tag}>`
  );
}

function summary(content: WidgetContent, asHeading: boolean): string {
  if (content.average === null) return '<p>No reviews yet</p>';
  const firstPartyOnly =
    content.settings.review_markup &&
    content.settings.source_ids.length === 1 &&
    content.settings.source_ids[0] === FIRST_PARTY_SOURCE_ID;
  const aggregate = firstPartyOnly
    ? `<span itemscope itemtype="https://schema.org/AggregateRating"><meta itemprop="ratingValue" content="${content.average.toFixed(2)}"><meta itemprop="reviewCount" content="${content.count}"></span>`
    : '';
  const tag = asHeading ? 'h2' : 'p';
  return `<${tag}>${aggregate}<span class="rw-big">${content.average.toFixed(1)}</span> ${stars(content.average)} <span class="rw-meta">${content.count} reviews</span></${tag}>`;
}

function body(content: WidgetContent): string {
  const { type, settings, reviews } = content;
  const items = (tag: 'li' | 'div', extra: (index: number) => string = () => '') =>
    reviews.map((row, index) => reviewItem(row, settings, tag, extra(index))).join('');
  switch (type) {
    case 'star_snapshot':
      return summary(content, false);
    case 'full_page':
      return `${summary(content, true)}<ul>${items('li')}</ul>`;
    case 'location_info': {
      const place = content.location;
      const lines = place
        ? [
            `<h2>${escapeHtml(place.name)}</h2>`,
            `<p>${escapeHtml([place.address, place.city, [place.stateCode, place.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', '))}</p>`,
            place.phone ? `<p>${escapeHtml(place.phone)}</p>` : '',
          ].join('')
        : '';
      return `${lines}${summary(content, false)}<ul>${items('li')}</ul>`;
    }
    case 'teaser': {
      if (reviews.length === 0) return summary(content, false);
      const nav =
        `<div class="rw-nav"><button type="button" data-rw="prev" aria-label="Previous review">&#8249;</button>` +
        `<button type="button" data-rw="next" aria-label="Next review">&#8250;</button>` +
        (settings.auto_advance
          ? `<button type="button" data-rw="pause" aria-label="Pause">&#10074;&#10074;</button>`
          : '') +
        '</div>';
      return (
        `<div data-rw="slides">${items('div', (index) => ` role="group" aria-roledescription="slide" aria-label="${index + 1} of ${reviews.length}"`)}</div>` +
        nav
      );
    }
  }
}

/** Types whose box scrolls: keyboard users reach the scrolling with Tab (axe: scrollable-region-focusable). */
const SCROLLING: readonly WidgetType[] = ['full_page', 'location_info'];

/** The server-rendered fragment: what the loader puts in its shadow root and what the no-script page shows. */
export function renderWidget(content: WidgetContent): string {
  const carousel = content.type === 'teaser' ? ' aria-roledescription="carousel"' : '';
  const focusable = SCROLLING.includes(content.type) ? ' tabindex="0"' : '';
  return (
    `<style>${css(content.type, content.settings)}</style>` +
    `<section class="rw rw-${content.type}" aria-label="Customer reviews"${carousel}${focusable}` +
    `${content.settings.auto_advance && content.type === 'teaser' ? ' data-auto="1"' : ''}>${body(content)}</section>`
  );
}
