import { describe, expect, it } from 'vitest';
import { isWebAddress, readPageAddress, SYNCED_SOURCE_IDS } from './urls';

const idOf = (sourceId: number, input: string) => {
  const address = readPageAddress(sourceId, input);
  return address.ok ? address.externalLocationId : null;
};

describe('readPageAddress', () => {
  it('reads the Yelp business alias from a biz page, with or without scheme and query', () => {
    expect(idOf(3, 'https://www.yelp.com/biz/northwind-dental-seattle')).toBe('northwind-dental-seattle');
    expect(idOf(3, 'yelp.com/biz/northwind-dental-seattle?osq=dentist#reviews')).toBe('northwind-dental-seattle');
    expect(idOf(3, 'https://m.yelp.ca/biz/cafe-olympia-toronto')).toBe('cafe-olympia-toronto');
    expect(readPageAddress(3, 'https://www.yelp.com/biz/northwind-dental-seattle?osq=x')).toMatchObject({
      url: 'https://www.yelp.com/biz/northwind-dental-seattle',
    });
    expect(readPageAddress(3, 'https://www.yelp.com/search?find_desc=dentist').ok).toBe(false);
    expect(readPageAddress(3, 'https://www.notyelp.com/biz/x').ok).toBe(false);
  });

  it('reads the Facebook Page username or id', () => {
    expect(idOf(2, 'https://www.facebook.com/NorthwindDental')).toBe('NorthwindDental');
    expect(idOf(2, 'https://facebook.com/northwind.dental/reviews/')).toBe('northwind.dental');
    expect(idOf(2, 'https://www.facebook.com/profile.php?id=100063512345678')).toBe('100063512345678');
    expect(idOf(2, 'https://www.facebook.com/pages/Northwind-Dental/123456789012')).toBe('123456789012');
    expect(idOf(2, 'https://www.facebook.com/p/Northwind-Dental-100063512345678/')).toBe('100063512345678');
    expect(readPageAddress(2, 'https://www.facebook.com/groups/123').ok).toBe(false);
    expect(readPageAddress(2, 'https://www.facebook.com/profile.php').ok).toBe(false);
    expect(readPageAddress(2, 'https://www.facebook.com/').ok).toBe(false);
  });

  it('takes the Google location name as such, and explains that a Maps link does not carry it', () => {
    expect(idOf(1, 'accounts/123/locations/456')).toBe('accounts/123/locations/456');
    expect(idOf(1, 'https://mybusiness.googleapis.com/v4/accounts/123/locations/456/reviews')).toBe(
      'accounts/123/locations/456',
    );
    const maps = readPageAddress(1, 'https://www.google.com/maps/place/?q=place_id:ChIJ123');
    expect(maps).toMatchObject({ ok: false, message: expect.stringContaining('accounts/{account id}/locations/') });
    expect(readPageAddress(1, 'accounts/123').ok).toBe(false);
  });

  it('takes any web address for other sources, and refuses what is not one', () => {
    expect(readPageAddress(8, 'www.healthgrades.com/dentist/x')).toEqual({
      ok: true,
      url: 'https://www.healthgrades.com/dentist/x',
      externalLocationId: null,
    });
    expect(readPageAddress(8, 'javascript:alert(1)').ok).toBe(false);
    expect(readPageAddress(8, '   ').ok).toBe(false);
    expect(isWebAddress('accounts/1/locations/2')).toBe(false);
    expect(isWebAddress('https://www.yelp.com/biz/x')).toBe(true);
  });
});

describe('readPageAddress with broken addresses', () => {
  it('refuses percent-encoding that does not decode, and names without a letter or digit', () => {
    for (const url of ['https://www.facebook.com/%E0%A4%A', 'https://facebook.com/%', 'https://facebook.com/-']) {
      expect(readPageAddress(SYNCED_SOURCE_IDS.facebook, url)).toMatchObject({ ok: false });
    }
    expect(readPageAddress(SYNCED_SOURCE_IDS.yelp, 'https://www.yelp.com/biz/%E0%A4%A')).toMatchObject({ ok: false });
  });
});
