import type { Source, SourceOverride } from '@repute/domain';
import { describe, expect, it } from 'vitest';
import { overrideErrors, overrideSavePlan, overridesToForm, toggleOverride } from './overrides-form';

const directory = (id: number, name: string): Source => ({
  id,
  name,
  code: name.toLowerCase(),
  directory_code: 'google_maps',
  ordinal: id,
  supports_reviews: true,
  supports_images: true,
  supports_responses: true,
  feedback_forbidden: false,
});
const saved: SourceOverride = {
  id: 9,
  account_id: 1,
  location_id: 7,
  source_id: 2,
  phone: '206-555-0100',
  website: null,
  enabled: true,
};

describe('directory-specific overrides', () => {
  it('reads saved overrides per directory', () => {
    const forms = overridesToForm([directory(1, 'Google'), directory(2, 'Facebook')], [saved]);
    expect(forms[1]).toMatchObject({ savedId: 9, phoneOn: true, phone: '206-555-0100', websiteOn: false });
    expect(forms[0]).toMatchObject({ savedId: null, phoneOn: false });
  });

  it('asks for a value or an unchecked directory', () => {
    const [google] = overridesToForm([directory(1, 'Google')], []);
    if (!google) throw new Error('no form');
    const checked = toggleOverride(toggleOverride(google, 'phone', true), 'website', true);
    expect(overrideErrors([checked])).toEqual({
      'overrides.1.phone': 'Enter phone number or unselect directory',
      'overrides.1.website': 'Enter website or unselect directory',
    });
  });

  it('creates new ones, patches changed ones and clears unchecked ones', () => {
    const [google, facebook] = overridesToForm([directory(1, 'Google'), directory(2, 'Facebook')], [saved]);
    if (!google || !facebook) throw new Error('no form');
    const plan = overrideSavePlan(
      [{ ...google, websiteOn: true, website: 'acme.example' }, toggleOverride(facebook, 'phone', false)],
      [saved],
      1,
      7,
    );
    expect(plan.create).toEqual([
      { account_id: 1, location_id: 7, source_id: 1, phone: null, website: 'https://acme.example', enabled: true },
    ]);
    // Unchecking clears the value and leaves the directory's publishing switch alone (decision 0097).
    expect(plan.patch).toEqual([{ id: 9, body: { account_id: 1, phone: null, website: null } }]);
    expect(overrideSavePlan([facebook], [saved], 1, 7)).toEqual({ create: [], patch: [] });
  });

  it("reads a switched-off directory's own phone, which stays its value", () => {
    const off = { ...saved, enabled: false };
    const [facebook] = overridesToForm([directory(2, 'Facebook')], [off]);
    expect(facebook).toMatchObject({ phoneOn: true, phone: '206-555-0100' });
    if (!facebook) throw new Error('no form');
    expect(overrideSavePlan([facebook], [off], 1, 7)).toEqual({ create: [], patch: [] });
  });
});
