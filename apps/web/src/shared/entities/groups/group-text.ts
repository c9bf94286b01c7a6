import { countOf } from '../../lib/count-format';
/** Strings of spec 000 §8 for groups, word for word, and the groups screens' own. */
export const GROUP_TEXT = {
  fetchGroups: 'Error fetching groups',
  loadGroups: 'Unable to load groups at this time. Please reload or try again later.',
  created: (name: string) => `${name} successfully created`,
  updated: (name: string) => `${name} successfully updated`,
  deleted: (name: string) => `${name} successfully deleted`,
  locationsAdded: (count: number, name: string) =>
    `${countOf(count, 'location', 'locations', { grouping: false })} added to ${name}`,
  locationRemoved: (location: string, group: string) => `${location} removed from ${group}`,
} as const;
