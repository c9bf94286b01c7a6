import { USER_TYPE_ID } from '@repute/domain';
import type { WeekHours } from '../platform/db/schema';

export const DEMO_PASSWORD = 'demo-password';

type DemoLocation = {
  name: string;
  address: string;
  city: string;
  stateCode: string;
  state: string;
  zipcode: string;
  phone: string;
  group?: string;
  isHeadquarters?: boolean;
  externalId?: string;
  /** NPI numbers of the location's providers (demo providers the NPI sandbox answers for). */
  npiNumbers?: string[];
};

export type DemoAccount = {
  name: string;
  status: 'active' | 'trial';
  trialDaysLeft?: number;
  vertical: string;
  segment: string;
  isParent?: boolean;
  parent?: string;
  website: string;
  category: string;
  hours: WeekHours;
  /** Whether the account's locations carry the upcoming US holidays as holiday hours. */
  holidayHours?: boolean;
  users: { email: string; firstName: string; lastName: string; userTypeId: number; owner?: boolean }[];
  locations: DemoLocation[];
  /** OAuth integrations with review sources: who connected them and in how many days they expire (null: never). */
  integrations?: { sourceCode: 'google' | 'facebook'; createdBy: string; expiresInDays: number | null }[];
  /**
   * Where a partner's setup of the account's review sites stands (decision 0144): setup steps started or skipped by
   * its owner, and other sites requested or verified (global-token integration codes).
   */
  partnerSetup?: {
    steps: Partial<Record<'google' | 'facebook' | 'trustpilot', 'started' | 'skipped'>>;
    requested: string[];
    active: string[];
  };
  whitelabel?: {
    navigationBackgroundColor: string;
    mainTextColor: string;
    activeTextColor: string;
    backgroundHoverColor: string;
    hoverTextColor: string;
    logoLeft: string;
    supportEmail: string;
  };
};

const day = (open: string, close: string) => ({
  open: true,
  is_24_hours: false,
  hours: [{ open_time: open, close_time: close }],
});
const closed = { open: false, is_24_hours: false, hours: [] };
const allDay = { open: true, is_24_hours: true, hours: [] };

const DENTAL_HOURS: WeekHours = {
  monday: day('08:00', '17:00'),
  tuesday: day('08:00', '17:00'),
  wednesday: day('08:00', '19:00'),
  thursday: day('08:00', '17:00'),
  friday: day('08:00', '15:00'),
  saturday: day('09:00', '13:00'),
  sunday: closed,
};

const BISTRO_HOURS: WeekHours = {
  monday: closed,
  tuesday: day('11:30', '21:30'),
  wednesday: day('11:30', '21:30'),
  thursday: day('11:30', '21:30'),
  friday: {
    open: true,
    is_24_hours: false,
    hours: [
      { open_time: '11:30', close_time: '14:30' },
      { open_time: '17:00', close_time: '23:00' },
    ],
  },
  saturday: day('10:00', '23:00'),
  sunday: day('10:00', '20:00'),
};

const FITNESS_HOURS: WeekHours = {
  monday: allDay,
  tuesday: allDay,
  wednesday: allDay,
  thursday: allDay,
  friday: allDay,
  saturday: day('06:00', '22:00'),
  sunday: day('07:00', '20:00'),
};

const SUMMIT_LOGO = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><path d="M4 34 L18 8 L26 22 L31 14 L42 34 Z" fill="#f4b942"/><text x="50" y="28" font-family="Helvetica,Arial,sans-serif" font-size="20" font-weight="700" fill="#ffffff">Summit</text></svg>',
)}`;

/** The demo world of issue 2 §8. Every user's password is DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    name: 'Summit Agency',
    status: 'active',
    vertical: 'agency',
    segment: 'partner',
    isParent: true,
    website: 'https://summit.example',
    category: 'Marketing Agency',
    hours: DENTAL_HOURS,
    users: [
      {
        email: 'partner@summit.example',
        firstName: 'Priya',
        lastName: 'Raman',
        userTypeId: USER_TYPE_ID.admin,
        owner: true,
      },
    ],
    locations: [],
    whitelabel: {
      navigationBackgroundColor: '#12355b',
      mainTextColor: '#d6e4f0',
      activeTextColor: '#f4b942',
      backgroundHoverColor: '#1d4e80',
      hoverTextColor: '#ffffff',
      logoLeft: SUMMIT_LOGO,
      supportEmail: 'support@summit.example',
    },
  },
  {
    name: 'Northwind Dental',
    status: 'active',
    vertical: 'healthcare',
    segment: 'mid_market',
    website: 'https://northwinddental.example',
    category: 'Dentist',
    hours: DENTAL_HOURS,
    holidayHours: true,
    // Facebook user tokens last 60 days; this one is near its end so the expiry banner shows. Google's
    // integration lives on its refresh token and does not expire.
    integrations: [
      { sourceCode: 'facebook', createdBy: 'admin@northwind.example', expiresInDays: 5 },
      { sourceCode: 'google', createdBy: 'admin@northwind.example', expiresInDays: null },
    ],
    users: [
      {
        email: 'admin@northwind.example',
        firstName: 'Alicia',
        lastName: 'Moreno',
        userTypeId: USER_TYPE_ID.admin,
        owner: true,
      },
      { email: 'manager@northwind.example', firstName: 'Marcus', lastName: 'Chen', userTypeId: USER_TYPE_ID.manager },
      { email: 'user@northwind.example', firstName: 'Uma', lastName: 'Patel', userTypeId: USER_TYPE_ID.user },
      {
        email: 'limited@northwind.example',
        firstName: 'Liam',
        lastName: "O'Connor",
        userTypeId: USER_TYPE_ID.limitedUser,
      },
      {
        email: 'readonly@northwind.example',
        firstName: 'Rosa',
        lastName: 'Delgado',
        userTypeId: USER_TYPE_ID.readOnly,
      },
      {
        email: 'emailonly@northwind.example',
        firstName: 'Evan',
        lastName: 'Brooks',
        userTypeId: USER_TYPE_ID.emailOnly,
      },
    ],
    locations: [
      {
        name: 'Northwind Dental - Capitol Hill',
        externalId: 'NW-101',
        npiNumbers: ['1987654328', '1600003473'],
        address: '1530 Broadway E',
        city: 'Seattle',
        state: 'Washington',
        stateCode: 'WA',
        zipcode: '98102',
        phone: '(206) 555-0141',
        group: 'Seattle Metro',
        isHeadquarters: true,
      },
      {
        name: 'Northwind Dental - Ballard',
        externalId: 'NW-102',
        npiNumbers: ['1555123458'],
        address: '5420 22nd Ave NW',
        city: 'Seattle',
        state: 'Washington',
        stateCode: 'WA',
        zipcode: '98107',
        phone: '(206) 555-0178',
        group: 'Seattle Metro',
      },
      {
        name: 'Northwind Dental - Fremont',
        externalId: 'NW-103',
        address: '3601 Fremont Ave N',
        city: 'Seattle',
        state: 'Washington',
        stateCode: 'WA',
        zipcode: '98103',
        phone: '(206) 555-0112',
        group: 'Seattle Metro',
      },
      {
        name: 'Northwind Dental - West Seattle',
        address: '4410 California Ave SW',
        city: 'Seattle',
        state: 'Washington',
        stateCode: 'WA',
        zipcode: '98116',
        phone: '(206) 555-0193',
        group: 'Seattle Metro',
      },
      {
        name: 'Northwind Dental - Bellevue',
        externalId: 'NW-201',
        npiNumbers: ['1728394051'],
        address: '10500 NE 8th St',
        city: 'Bellevue',
        state: 'Washington',
        stateCode: 'WA',
        zipcode: '98004',
        phone: '(425) 555-0127',
        group: 'Eastside',
      },
      {
        name: 'Northwind Dental - Redmond',
        externalId: 'NW-202',
        address: '16300 Redmond Way',
        city: 'Redmond',
        state: 'Washington',
        stateCode: 'WA',
        zipcode: '98052',
        phone: '(425) 555-0166',
        group: 'Eastside',
      },
      {
        name: 'Northwind Dental - Kirkland',
        address: '210 Park Ln',
        city: 'Kirkland',
        state: 'Washington',
        stateCode: 'WA',
        zipcode: '98033',
        phone: '(425) 555-0109',
        group: 'Eastside',
      },
      {
        name: 'Northwind Dental - Issaquah',
        address: '1480 NW Gilman Blvd',
        city: 'Issaquah',
        state: 'Washington',
        stateCode: 'WA',
        zipcode: '98027',
        phone: '(425) 555-0150',
        group: 'Eastside',
      },
      {
        name: 'Northwind Dental - Pearl District',
        externalId: 'NW-301',
        npiNumbers: ['1345678126'],
        address: '1120 NW Couch St',
        city: 'Portland',
        state: 'Oregon',
        stateCode: 'OR',
        zipcode: '97209',
        phone: '(503) 555-0133',
        group: 'Portland',
      },
      {
        name: 'Northwind Dental - Hawthorne',
        address: '3725 SE Hawthorne Blvd',
        city: 'Portland',
        state: 'Oregon',
        stateCode: 'OR',
        zipcode: '97214',
        phone: '(503) 555-0184',
        group: 'Portland',
      },
      {
        name: 'Northwind Dental - Beaverton',
        address: '12600 SW Crescent St',
        city: 'Beaverton',
        state: 'Oregon',
        stateCode: 'OR',
        zipcode: '97005',
        phone: '(503) 555-0121',
        group: 'Portland',
      },
      {
        name: 'Northwind Dental - Lake Oswego',
        address: '333 S State St',
        city: 'Lake Oswego',
        state: 'Oregon',
        stateCode: 'OR',
        zipcode: '97034',
        phone: '(503) 555-0158',
        group: 'Portland',
      },
    ],
  },
  {
    name: 'Bluebird Bistro',
    status: 'trial',
    trialDaysLeft: 10,
    vertical: 'restaurant',
    segment: 'smb',
    parent: 'Summit Agency',
    website: 'https://bluebirdbistro.example',
    category: 'Bistro',
    hours: BISTRO_HOURS,
    users: [
      {
        email: 'owner@bluebird.example',
        firstName: 'Bea',
        lastName: 'Lindqvist',
        userTypeId: USER_TYPE_ID.admin,
        owner: true,
      },
    ],
    locations: [
      {
        name: 'Bluebird Bistro - Wicker Park',
        address: '1547 N Milwaukee Ave',
        city: 'Chicago',
        state: 'Illinois',
        stateCode: 'IL',
        zipcode: '60622',
        phone: '(312) 555-0147',
        isHeadquarters: true,
      },
      {
        name: 'Bluebird Bistro - Logan Square',
        address: '2634 N Kedzie Ave',
        city: 'Chicago',
        state: 'Illinois',
        stateCode: 'IL',
        zipcode: '60647',
        phone: '(773) 555-0162',
      },
      {
        name: 'Bluebird Bistro - Evanston',
        address: '1620 Sherman Ave',
        city: 'Evanston',
        state: 'Illinois',
        stateCode: 'IL',
        zipcode: '60201',
        phone: '(847) 555-0118',
      },
    ],
  },
  {
    name: 'Harbor Fitness',
    status: 'active',
    vertical: 'fitness',
    segment: 'smb',
    parent: 'Summit Agency',
    website: 'https://harborfitness.example',
    category: 'Gym',
    hours: FITNESS_HOURS,
    // Its owner opened the partner's setup link: Google started, Facebook skipped, two other sites asked for.
    partnerSetup: { steps: { google: 'started', facebook: 'skipped' }, requested: ['bing_maps'], active: ['g2'] },
    users: [
      {
        email: 'owner@harbor.example',
        firstName: 'Hank',
        lastName: 'Sullivan',
        userTypeId: USER_TYPE_ID.admin,
        owner: true,
      },
    ],
    locations: [
      {
        name: 'Harbor Fitness - Seaport',
        address: '87 Seaport Blvd',
        city: 'Boston',
        state: 'Massachusetts',
        stateCode: 'MA',
        zipcode: '02210',
        phone: '(617) 555-0136',
        isHeadquarters: true,
      },
      {
        name: 'Harbor Fitness - Back Bay',
        address: '545 Boylston St',
        city: 'Boston',
        state: 'Massachusetts',
        stateCode: 'MA',
        zipcode: '02116',
        phone: '(617) 555-0171',
      },
      {
        name: 'Harbor Fitness - Cambridge',
        address: '1 Kendall Sq',
        city: 'Cambridge',
        state: 'Massachusetts',
        stateCode: 'MA',
        zipcode: '02139',
        phone: '(617) 555-0104',
      },
      {
        name: 'Harbor Fitness - Somerville',
        address: '425 Artisan Way',
        city: 'Somerville',
        state: 'Massachusetts',
        stateCode: 'MA',
        zipcode: '02145',
        phone: '(617) 555-0189',
      },
      {
        name: 'Harbor Fitness - Quincy',
        address: '1500 Hancock St',
        city: 'Quincy',
        state: 'Massachusetts',
        stateCode: 'MA',
        zipcode: '02169',
        phone: '(617) 555-0125',
      },
    ],
  },
  {
    // A trial of its own, under no partner's white label: the demo login that sees the trial banner.
    name: 'Juniper Coffee',
    status: 'trial',
    trialDaysLeft: 14,
    vertical: 'restaurant',
    segment: 'smb',
    website: 'https://junipercoffee.example',
    category: 'Coffee shop',
    hours: BISTRO_HOURS,
    users: [
      {
        email: 'owner@juniper.example',
        firstName: 'June',
        lastName: 'Okonkwo',
        userTypeId: USER_TYPE_ID.admin,
        owner: true,
      },
    ],
    locations: [
      {
        name: 'Juniper Coffee - Mississippi Ave',
        address: '3808 N Mississippi Ave',
        city: 'Portland',
        state: 'Oregon',
        stateCode: 'OR',
        zipcode: '97227',
        phone: '(503) 555-0193',
        isHeadquarters: true,
      },
      {
        name: 'Juniper Coffee - Division St',
        address: '3356 SE Division St',
        city: 'Portland',
        state: 'Oregon',
        stateCode: 'OR',
        zipcode: '97202',
        phone: '(503) 555-0127',
      },
    ],
  },
];
