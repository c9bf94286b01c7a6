import { EXPERIENCE_CATEGORIES, type ExperienceCategory } from '@repute/domain';

/**
 * The experience categories each vertical's reviews are read into (docs/decisions/0038). A vertical we do not know
 * (or none, or an agency, whose clients span verticals) gets every category.
 */
const CATEGORIES_BY_VERTICAL: Record<string, readonly ExperienceCategory[]> = {
  restaurant: ['food', 'service', 'atmosphere', 'value'],
  healthcare: ['care quality', 'bedside manner', 'staff', 'wait time', 'facilities', 'consumer/customer/patient'],
  fitness: ['service', 'staff', 'facilities', 'atmosphere', 'value', 'consumer/customer/patient'],
  retail: ['product', 'service', 'staff', 'value', 'location', 'consumer/customer/patient'],
  home_services: ['service', 'staff', 'wait time', 'value', 'consumer/customer/patient'],
};

/** Other names accounts use for the verticals above. */
const VERTICAL_ALIASES: Record<string, string> = {
  restaurants: 'restaurant',
  food: 'restaurant',
  dental: 'healthcare',
  dentistry: 'healthcare',
  medical: 'healthcare',
  health: 'healthcare',
  gym: 'fitness',
  gyms: 'fitness',
  store: 'retail',
  stores: 'retail',
  'home services': 'home_services',
  'home-services': 'home_services',
};

/** The vertical's key in CATEGORIES_BY_VERTICAL, or null when it is none we know. */
export function verticalKey(vertical: string | null | undefined): string | null {
  if (!vertical) return null;
  const name = vertical.trim().toLowerCase();
  const key = VERTICAL_ALIASES[name] ?? name;
  return key in CATEGORIES_BY_VERTICAL ? key : null;
}

export function categoriesForVertical(vertical: string | null | undefined): readonly ExperienceCategory[] {
  const key = verticalKey(vertical);
  return key ? (CATEGORIES_BY_VERTICAL[key] as readonly ExperienceCategory[]) : EXPERIENCE_CATEGORIES;
}
