import type { PlaceFacts, PlaceLookup } from './place-lookup';

/** A stable number from a text: the same business always gets the same made-up figures. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text.toLowerCase()) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const COMPETITOR_NAMES = ['Corner', 'Main Street', 'Harbor', 'Parkside', 'Summit', 'Riverside'];

function factsOf(name: string, address: string): PlaceFacts {
  const hash = hashOf(`${name}|${address}`);
  return {
    place_id: `sandbox-place-${slug(name)}-${hash % 10_000}`,
    name,
    address,
    // 3.2 to 4.9 stars, 12 to 611 reviews, 0 to 11 a month, 0 to 14 photos.
    rating: Math.round((3.2 + (hash % 18) / 10) * 10) / 10,
    review_count: 12 + (hash % 600),
    reviews_last_30_days: (hash >>> 4) % 12,
    photo_count: (hash >>> 8) % 15,
  };
}

/**
 * The offline stand-in for public place data (demo mode and tests): any business is found, with figures derived
 * from its name and address; a name containing "nowhere" is not, so the page without data can be seen too.
 */
export function createSandboxPlaceLookup(): PlaceLookup {
  return {
    async find({ name, address }) {
      if (/nowhere/i.test(name)) return null;
      return factsOf(name, address);
    },
    async nearby(place, limit) {
      const kind = place.name.split(/\s+/).slice(-1)[0] ?? 'Business';
      return COMPETITOR_NAMES.slice(0, limit).map((prefix, index) =>
        factsOf(`${prefix} ${kind}`, `${100 + index * 37} ${prefix} Ave, near ${place.address}`),
      );
    },
  };
}
