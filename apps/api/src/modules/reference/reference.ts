import { type Category, type Country, DEFAULT_COUNTRY_CODE, type State } from '@repute/domain';
import { CATEGORIES } from './categories.data';
import { COUNTRIES } from './countries.data';
import { STATES } from './states.data';

const countriesById = new Map(COUNTRIES.map((country) => [country.id, country]));
const statesById = new Map(STATES.map((state) => [state.id, state]));
const categoriesById = new Map(CATEGORIES.map((category) => [category.id, category]));

/** Lookups over the shipped reference lists; other modules use these, never the data files. */
export const reference = {
  countries: COUNTRIES,
  states: STATES,
  categories: CATEGORIES,
  country: (id: number): Country | undefined => countriesById.get(id),
  state: (id: number): State | undefined => statesById.get(id),
  category: (id: number): Category | undefined => categoriesById.get(id),
  countryByCodeOrName(text: string): Country | undefined {
    const wanted = text.trim().toLowerCase();
    return COUNTRIES.find((country) => country.code.toLowerCase() === wanted || country.name.toLowerCase() === wanted);
  },
  stateByCodeOrName(countryId: number, text: string): State | undefined {
    const wanted = text.trim().toLowerCase();
    return STATES.find(
      (state) =>
        state.country_id === countryId && (state.code.toLowerCase() === wanted || state.name.toLowerCase() === wanted),
    );
  },
  categoryByName(name: string): Category | undefined {
    const wanted = name.trim().toLowerCase();
    return CATEGORIES.find((category) => category.name.toLowerCase() === wanted);
  },
  defaultCountry(): Country {
    const country = COUNTRIES.find((item) => item.code === DEFAULT_COUNTRY_CODE);
    if (!country) throw new Error('default country missing from the country list');
    return country;
  },
};

export type Reference = typeof reference;
