/**
 * How the screens write counts (0 and up): en-US digits from Intl.NumberFormat, and the noun that agrees with
 * the number from Intl.PluralRules. English has two forms: 'one' for 1, 'other' for 0, 2, 1.5 and the rest.
 */
const LOCALE = 'en-US';

const pluralRules = new Intl.PluralRules(LOCALE);
const groupedNumbers = new Intl.NumberFormat(LOCALE);
const plainNumbers = new Intl.NumberFormat(LOCALE, { useGrouping: false });

export type CountStyle = {
  /** Thousands separators, 7,321 (the default); false for the texts that write their numbers bare, 7321. */
  grouping?: boolean;
};

export function formatCount(count: number, { grouping = true }: CountStyle = {}): string {
  return (grouping ? groupedNumbers : plainNumbers).format(count);
}

/** The form that agrees with the count: `one` for 1, `other` for any other count. */
export function plural<Form>(count: number, one: Form, other: Form): Form {
  return pluralRules.select(count) === 'one' ? one : other;
}

/** The count and the noun that agrees with it: '0 reviews', '1 review', '7,321 reviews'. */
export function countOf(count: number, one: string, other: string, style?: CountStyle): string {
  return `${formatCount(count, style)} ${plural(count, one, other)}`;
}
