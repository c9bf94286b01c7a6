import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

const {
  t,
  sessions: { northwind, harbor },
} = useTestApp({ logins: { northwind: 'admin@northwind.example', harbor: 'owner@harbor.example' } });

describe('who an account’s e-mails speak as (decision 0117)', () => {
  it('an account without white-label settings: Repute signs, the account’s name is the mark', async () => {
    expect(await t.services.brandFor(northwind.account_id)).toEqual({
      productName: 'Repute',
      supportEmail: null,
      accountName: 'Northwind Dental',
    });
  });

  it('a partner’s child: the partner’s name signs, with its support address, look and logo', async () => {
    expect(await t.services.brandFor(harbor.account_id)).toMatchObject({
      productName: 'Summit Agency',
      supportEmail: 'support@summit.example',
      accountName: 'Harbor Fitness',
      colors: { header: '#12355b', headerText: '#d6e4f0', accent: '#f4b942' },
      logoUrl: expect.stringMatching(/^data:image\/svg\+xml/),
    });
  });
});
