import { MantineProvider, rem } from '@mantine/core';
import type { PerformanceRow } from '@repute/domain';
import { PERMISSIONS_BY_USER_TYPE } from '@repute/domain/permissions';
import { USER_TYPE_ID } from '@repute/domain/user-types';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../../shared/auth/auth-store';
import { adminSession } from '../../../test/admin-session';
import { LocationPerformancePage } from '../pages/LocationPerformancePage';
import type { PerformancePage } from '../performance-api';
import type { PerformanceFilters, PerformanceView } from '../performance-query';
import { IndustryScoreModal } from './IndustryScoreModal';
import { PerformanceDateSelect } from './PerformanceDateSelect';
import { PerformanceLinks } from './PerformanceLinks';
import { PerformanceResults } from './PerformanceResults';
import { ScoreBreakdownModal } from './ScoreBreakdownModal';
import { TargetScoreModal } from './TargetScoreModal';

const ACCOUNT_ID = 7;
/** Spec 001 §6's opening words, completed into whole sentences (decision 0122). */
const CREATED_BY_YOU = 'Created by you: each Target Score measures a location or group against the targets you set.';
const SET_BY_ADMIN = 'Target score is set by your admin: ask them if a target should change.';

function signIn(userTypeId: number) {
  logIn({
    ...adminSession(ACCOUNT_ID),
    user_type_id: userTypeId,
    permissions: PERMISSIONS_BY_USER_TYPE[userTypeId as keyof typeof PERMISSIONS_BY_USER_TYPE],
  });
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const ROW: PerformanceRow = {
  rank: 1,
  rank_lag: 2,
  location_id: 11,
  location_name: 'Northwind Main Street',
  location_address: '1 Main Street',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62701',
  group_id: null,
  group_name: null,
  location_ids: [11],
  location_count: 1,
  score: 72.45,
  score_lag: 69.25,
  score_delta: 3.2,
  confidence: 0.5,
  confidence_lag: 0.4,
  target_score: null,
  target_score_lag: null,
  industry_score: null,
  industry_score_lag: null,
  avg_rating: 4.2666,
  avg_rating_lag: 4.1,
  total_reviews: 1204,
  total_reviews_lag: 980,
  response_rate: 0.8125,
  response_rate_lag: 0.5,
  response_time: 1.5,
  response_time_lag: 1,
  listings_in_sync: 0.8,
  listings_in_sync_lag: 0.25,
  media_count: 4,
  media_count_lag: 1,
};

const page = (rows: PerformanceRow[]): PerformancePage => ({
  _embedded: { location_performance_overview: rows },
  _links: { self: { href: '/location_performance_overview' } },
  _page: 1,
  _total: rows.length,
  _total_pages: rows.length > 0 ? 1 : 0,
});

type ResultsProps = {
  answer: PerformancePage | 'error';
  view?: PerformanceView;
  hasNoGroups?: boolean;
  canAdd?: boolean;
  isAdmin?: boolean;
  withLag?: boolean;
};

/** The table with a real query that answers the page given, or fails. */
function Results({
  answer,
  view = 'locations',
  hasNoGroups = false,
  canAdd = true,
  isAdmin = true,
  withLag = false,
}: ResultsProps) {
  const overview = useQuery({
    queryKey: ['performance-states', answer],
    queryFn: async () => {
      if (answer === 'error') throw new Error('Internal Server Error');
      return answer;
    },
  });
  return (
    <PerformanceResults
      overview={overview}
      view={view}
      hasNoGroups={hasNoGroups}
      canAdd={canAdd}
      isAdmin={isAdmin}
      onPage={() => {}}
      table={{
        withLag,
        showIndustry: false,
        sort: { by: 'rank', order: 'asc' },
        onSort: () => {},
        rowLink: () => '/dashboard',
        onBreakdown: () => {},
        onTarget: () => {},
        onIndustryInfo: () => {},
      }}
    />
  );
}

/** The width the table scrolls sideways under (Mantine's Table.ScrollContainer minWidth). */
function tableMinWidth(): string | undefined {
  let element: HTMLElement | null = screen.getByRole('table');
  while (element && !element.style.getPropertyValue('--table-min-width')) element = element.parentElement;
  return element?.style.getPropertyValue('--table-min-width');
}

beforeEach(() => signIn(USER_TYPE_ID.admin));
afterEach(() => {
  clearAuth();
  vi.unstubAllGlobals();
});

describe('Location Performance states (spec 001 §6, §8)', () => {
  it('says the fetch failed, in the alert and in the table', async () => {
    wrap(<Results answer="error" />);
    expect(await screen.findByText('Something went wrong while fetching your location performance data')).toBeTruthy();
    expect(
      screen.getByText(
        'Could not load the requested data due to a temporary error. Try refreshing the page or contact support if the issue persists.',
      ),
    ).toBeTruthy();
  });

  it('says there is nothing to show, with the hint of a user who may add locations and an admin’s Integrate Account', async () => {
    wrap(<Results answer={page([])} />);
    expect(await screen.findByText('There is no location performance data to show.')).toBeTruthy();
    expect(screen.getByText(/^Adjust the filters for better results or add more locations\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Integrate Account' }).getAttribute('href')).toBe('/settings/integrations');
  });

  it('leaves out "add more" without create rights, and Integrate Account for anyone but an admin', async () => {
    wrap(<Results answer={page([])} canAdd={false} isAdmin={false} />);
    expect(await screen.findByText('Adjust the filters for better results.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Integrate Account' })).toBeNull();
  });

  it('asks for a group in the groups view of an account without groups', async () => {
    wrap(<Results answer={page([])} view="groups" hasNoGroups />);
    expect(await screen.findByText('Add a group to see data')).toBeTruthy();
  });

  it('writes each figure as spec 001 §9 says, 1100 px wide, and 1900 px with the previous period', async () => {
    const { unmount } = wrap(<Results answer={page([ROW])} />);
    const row = (await screen.findAllByTestId('performance-row'))[0] as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '1',
      'Northwind Main Street1 Main Street, Springfield, IL 62701',
      '72.45 / 100',
      '—',
      '4.27',
      '1,204',
      '81.25%',
      '1.50 days',
      '80.00%',
      '4',
    ]);
    expect(within(row).getByRole('img', { name: 'Gold medal' })).toBeTruthy();
    expect(tableMinWidth()).toBe(rem(1100));
    unmount();

    wrap(<Results answer={page([ROW])} withLag />);
    const withLag = (await screen.findAllByTestId('performance-row'))[0] as HTMLElement;
    expect(tableMinWidth()).toBe(rem(1900));
    expect(within(withLag).getByText('+3.20')).toBeTruthy();
    expect(within(withLag).getByText('Previous: 69.25 / 100')).toBeTruthy();
    expect(within(withLag).getByText('Previous: 25.00%')).toBeTruthy();
  });
});

describe('Location Performance links (spec 001 §2, §6)', () => {
  const answerTargets = (isSet: boolean) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/metric_targets')
          ? json(200, { account_id: ACCOUNT_ID, is_set: isSet, updated_by_user_id: 70, updated_at: null })
          : json(404, { error: 'Not Found' }),
      ),
    );

  it('offers an admin Set Target Score before targets exist, and Add Group when there is none to show', async () => {
    answerTargets(false);
    wrap(<PerformanceLinks isAdmin canReadTargets showAddGroup />);
    expect((await screen.findByRole('link', { name: 'Set Target Score' })).getAttribute('href')).toBe(
      '/settings/target-score',
    );
    expect(screen.getByRole('link', { name: 'Add Group' }).getAttribute('href')).toBe('/settings/groups/new');
    expect(screen.queryByText(CREATED_BY_YOU)).toBeNull();
  });

  it('offers an admin Edit Target Score once set, with the whole "Created by you" sentence', async () => {
    answerTargets(true);
    wrap(<PerformanceLinks isAdmin canReadTargets showAddGroup={false} />);
    expect(await screen.findByRole('link', { name: 'Edit Target Score' })).toBeTruthy();
    expect(screen.getByText(CREATED_BY_YOU)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add Group' })).toBeNull();
  });

  it('tells anyone else in a whole sentence that the target score is set by their admin, and offers no link', async () => {
    signIn(USER_TYPE_ID.user);
    answerTargets(true);
    wrap(<PerformanceLinks isAdmin={false} canReadTargets showAddGroup={false} />);
    expect(await screen.findByText(SET_BY_ADMIN)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Target Score/ })).toBeNull();
  });

  it('offers the Locations/Groups selector only to a user who may read groups', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { error: 'Not Found' })),
    );
    const admin = adminSession(ACCOUNT_ID);
    const { unmount } = wrap(<LocationPerformancePage />);
    expect(await screen.findByRole('radio', { name: 'Groups' })).toBeTruthy();
    unmount();

    logIn({ ...admin, permissions: { ...admin.permissions, group: [] } });
    wrap(<LocationPerformancePage />);
    expect(await screen.findByRole('switch', { name: 'Show previous period' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Groups' })).toBeNull();
  });

  it('tells a user without location_score read that they may not view the page', () => {
    signIn(USER_TYPE_ID.emailOnly);
    wrap(<LocationPerformancePage />);
    expect(screen.getByText('You do not have permission to view this page.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('Location Performance dates (spec 001 §9)', () => {
  it('offers 30 days, 6 months, 12 months, 2 years and all time, not 14 days', async () => {
    wrap(<PerformanceDateSelect value="sixMonths" onChange={() => {}} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Date range' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['30 days', '6 months', '12 months', '2 years', 'All time']);
  });
});

describe('Location Performance modals (spec 001 §2, §8)', () => {
  const FILTERS: PerformanceFilters = { end_date: '2025-11-13', with_lag: true, group_by: 'location' };
  const answer = (answers: Record<string, () => Response>) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = Object.keys(answers).find((prefix) => url.startsWith(prefix));
        return path ? (answers[path] as () => Response)() : json(404, { error: 'Not Found' });
      }),
    );
  const failed = () => json(500, { error: 'Internal Server Error' });
  const TARGETS = {
    account_id: ACCOUNT_ID,
    is_set: true,
    updated_by_user_id: 70,
    updated_at: null,
    total_reviews: 20,
    total_reviews_weight: 50,
    avg_rating: 4.5,
    avg_rating_weight: 50,
    response_rate: null,
    response_rate_weight: 0,
    response_time: null,
    response_time_weight: 0,
    owner_photos_count: null,
    owner_photos_count_weight: 0,
    ll_sync_ratio: null,
    ll_sync_ratio_weight: 0,
  };
  const targetRow = { ...ROW, target_score: 64.2, target_score_lag: 50 };

  it('reads the row’s target score and its lag from /target_scores, with the screen’s filters', async () => {
    answer({
      '/api/metric_targets': () => json(200, TARGETS),
      '/api/target_scores': () =>
        json(200, {
          _embedded: {
            target_scores: [
              { location_id: 11, group_id: null, name: ROW.location_name, total_score: 64.2, lag_score: 50 },
            ],
          },
          _links: {},
          _page: 1,
          _total: 1,
          _total_pages: 1,
        }),
    });
    wrap(<TargetScoreModal row={targetRow} filters={FILTERS} isAdmin onClose={() => {}} />);
    expect(await screen.findByText('64.20 / 100 (previous period 50.00 / 100)')).toBeTruthy();
    const called = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    const targetScores = new URL(called.find((url) => url.startsWith('/api/target_scores')) ?? '', 'http://x');
    expect(Object.fromEntries(targetScores.searchParams)).toMatchObject({
      location_id: '11',
      with_lag: 'true',
      group_by: 'location',
      end_date: '2025-11-13',
    });
    expect(await screen.findByText(CREATED_BY_YOU)).toBeTruthy();
  });

  it('says the target scores or the targets could not be read, each in its own words', async () => {
    answer({ '/api/metric_targets': failed, '/api/target_scores': failed });
    wrap(<TargetScoreModal row={targetRow} filters={FILTERS} isAdmin={false} onClose={() => {}} />);
    expect(await screen.findByText('There was an error while fetching target scores')).toBeTruthy();
    expect(await screen.findByText('Something went wrong while fetching your targets')).toBeTruthy();
  });

  it('shows each subscore with its weight and what it added, and how confident the shrunk rating is', async () => {
    const subscore = (name: string, score: number, weight: number, contribution: number) => ({
      name,
      score,
      weight,
      contribution,
      inputs: [],
    });
    const breakdown = {
      total: 58.04,
      confidence: 0.5,
      adjusted_rating: 4.4,
      subscores: {
        AverageRating: subscore('AverageRating', 85, 23.26, 19.77),
        ReviewVolume: subscore('ReviewVolume', 36.16, 51.16, 18.5),
        ResponseEfficiency: subscore('ResponseEfficiency', 77.27, 25.58, 19.77),
        LLHealth: subscore('LLHealth', 0, 0, 0),
        MediaPresence: subscore('MediaPresence', 0, 0, 0),
      },
    };
    answer({
      [`/api/location_score/${ACCOUNT_ID}/locations`]: () =>
        json(200, {
          _embedded: {
            location_scores: [
              {
                location_id: 11,
                location_name: ROW.location_name,
                group_id: null,
                group_name: null,
                formula: 'new',
                score: breakdown,
                lag_score: null,
              },
            ],
          },
          _links: {},
          _page: 1,
          _total: 1,
          _total_pages: 1,
        }),
    });
    wrap(
      <ScoreBreakdownModal
        entity={{ kind: 'location', id: 11, name: 'Northwind Main Street' }}
        filters={FILTERS}
        onClose={() => {}}
      />,
    );
    expect(await screen.findAllByTestId('breakdown-subscore')).toHaveLength(5);
    expect(screen.getAllByTestId('breakdown-added').map((cell) => cell.textContent)).toEqual([
      '19.77',
      '18.50',
      '19.77',
      '0.00',
      '0.00',
    ]);
    expect(screen.getByTestId('breakdown-total').textContent).toBe('58.04 / 100');
    expect(
      screen.getByText(/^Confidence 50%: the rating is shrunk towards your account’s average/).textContent,
    ).toContain('adjusted rating 4.40');
  });

  it('says the breakdown could not be read', async () => {
    answer({ [`/api/location_score/${ACCOUNT_ID}/locations`]: failed });
    wrap(
      <ScoreBreakdownModal
        entity={{ kind: 'location', id: 11, name: 'Northwind Main Street' }}
        filters={FILTERS}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByText('There was an error fetching data for Performance Score')).toBeTruthy();
  });

  it('tells why the Industry Score changed: the new formula’s weights of spec 001 §9', async () => {
    answer({ [`/api/location_score/${ACCOUNT_ID}/weights`]: () => json(200, { formula: 'new' }) });
    wrap(<IndustryScoreModal opened onClose={() => {}} />);
    expect(await screen.findByText('The Performance Score formula has changed.')).toBeTruthy();
    expect(
      screen.getByText(
        'The new formula weighs Photo Count 57%, Review Volume 22%, Average Rating 10%, Response Time 7%, Response Rate 4%.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText(/^Your account uses the new formula\./)).toBeTruthy();
  });
});
