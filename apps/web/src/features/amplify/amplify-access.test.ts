import { describe, expect, it } from 'vitest';
import { amplifyAccess, builderRefusal, mayViewAmplify, nearBottom, spacersFor } from './amplify-access';
import { AMPLIFY_TEXT } from './amplify-text';

const allTypes = {
  amplify_testimonial_widgets: true,
  amplify_review_feed_widgets: true,
  amplify_star_snapshot_widgets: true,
  amplify_location_information_widgets: true,
};

describe('amplify access', () => {
  it('offers a create card per type whose setting is on', () => {
    const access = amplifyAccess({ amplify: ['create'] }, { ...allTypes, amplify_review_feed_widgets: false });
    expect(access).toEqual({ teaser: false, types: ['teaser', 'star_snapshot', 'location_info'] });
  });

  it('shows the teaser to preview-only users and to accounts with none of the settings', () => {
    expect(amplifyAccess({ amplify: ['preview'] }, allTypes)).toEqual({ teaser: true });
    expect(amplifyAccess({ amplify: ['create'] }, {})).toEqual({ teaser: true });
  });
});

describe('refusals', () => {
  const readOnly = { amplify: ['read' as const] };
  it('refuses the Amplify pages to a user with neither amplify create nor preview', () => {
    expect(mayViewAmplify(readOnly)).toBe(false);
    expect(mayViewAmplify({ amplify: ['preview'] })).toBe(true);
    for (const mode of ['create', 'edit', 'preview'] as const) {
      expect(builderRefusal(mode, 'teaser', readOnly, allTypes)).toBe(AMPLIFY_TEXT.noPermission);
    }
  });

  it('refuses to create or edit a type whose setting is off, and creating without amplify create', () => {
    const offSnapshot = { ...allTypes, amplify_star_snapshot_widgets: false };
    const creator = { amplify: ['create' as const] };
    expect(builderRefusal('create', 'star_snapshot', creator, offSnapshot)).toBe(AMPLIFY_TEXT.typeUnavailable);
    expect(builderRefusal('edit', 'star_snapshot', creator, offSnapshot)).toBe(AMPLIFY_TEXT.typeUnavailable);
    expect(builderRefusal('preview', 'star_snapshot', creator, offSnapshot)).toBeNull();
    expect(builderRefusal('create', 'teaser', creator, offSnapshot)).toBeNull();
    expect(builderRefusal('create', 'teaser', { amplify: ['preview'] }, allTypes)).toBe(AMPLIFY_TEXT.noPermission);
  });
});

describe('the created widgets grid', () => {
  it('pads to rows of 3', () => {
    expect([0, 1, 2, 3, 4].map((count) => spacersFor(count))).toEqual([0, 2, 1, 0, 2]);
  });

  it('loads more within 20 px of the bottom', () => {
    expect(nearBottom({ scrollY: 980, innerHeight: 1000, scrollHeight: 2000 })).toBe(true);
    expect(nearBottom({ scrollY: 979, innerHeight: 1000, scrollHeight: 2000 })).toBe(false);
  });
});
