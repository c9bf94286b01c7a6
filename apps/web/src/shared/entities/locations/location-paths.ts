import { pickQuery } from '../../lib/pick-query';

/** The query the detail page carries so Back to Locations returns to the same list (spec 001 §2). */
export const CARRIED_LIST_KEYS = ['sort[by]', 'sort[order]', 'keywords', 'search_type', 'page', 'per_page', 'group_id'];

/** A location's detail page address, carrying the list query and optional flags. */
export function detailPath(
  id: number,
  listQuery: string | URLSearchParams = '',
  flags: { withEdit?: boolean; fromLL?: boolean } = {},
): string {
  const query = new URLSearchParams(pickQuery(listQuery, CARRIED_LIST_KEYS).slice(1));
  if (flags.fromLL) query.set('fromLL', 'true');
  if (flags.withEdit) query.set('withEdit', 'true');
  const text = query.toString();
  return `/settings/locations/${id}/details${text ? `?${text}` : ''}`;
}
