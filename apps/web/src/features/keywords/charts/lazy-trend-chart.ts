import { lazyNamed } from '../../../shared/lib/lazy-named';

/** recharts loads in a chunk of its own, after the page (the reviews and numbers need none of it). */
export const LazyMentionTrendChart = lazyNamed(() => import('./MentionTrendChart'), 'MentionTrendChart');
