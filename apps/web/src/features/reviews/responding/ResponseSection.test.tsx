import { MantineProvider } from '@mantine/core';
import { PERMISSIONS_BY_USER_TYPE } from '@repute/domain/permissions';
import { REVIEW_EVENTS, type Response } from '@repute/domain/reviews';
import { USER_TYPE_ID } from '@repute/domain/user-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, logIn } from '../../../shared/auth/auth-store';
import { connectRealtime, disconnectRealtime } from '../../../shared/realtime/realtime-client';
import { sessionKeys } from '../../../shared/session/session-queries';
import { ResponseSection } from './ResponseSection';
import { responseFixture, reviewFixture } from './response-fixtures';

/** The server end of the socket: events are pushed with `push`, as socket.io delivers them to onAny. */
const socket = vi.hoisted(() => {
  const anyListeners = new Set<(event: string, payload: unknown) => void>();
  return {
    connected: true,
    on: () => {},
    emit: () => {},
    onAny: (listener: (event: string, payload: unknown) => void) => anyListeners.add(listener),
    offAny: () => anyListeners.clear(),
    removeAllListeners: () => {},
    disconnect: () => {},
    push: (event: string, payload: unknown) => {
      for (const listener of anyListeners) listener(event, payload);
    },
  };
});
vi.mock('socket.io-client', () => ({ io: () => socket }));

// jsdom has no font loading, which Mantine's autosize textarea listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

const submitted = responseFixture({ status: 'submitting', published_at: null, content: 'Thanks for coming in!' });
const calls: { method: string; url: string; body: unknown }[] = [];
const DRAFT = 'Hi Avery,\n\nThank you for taking the time to share such kind words.\n\n— The team at Ballard';
/** What POST /reviews/7/reply_draft answers; a test may make it fail. */
const drafted = () => answer(200, { review_id: 7, content: DRAFT, engine: 'built_in', fallback: null });
let draftAnswer = drafted;

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(async () => {
  calls.length = 0;
  draftAnswer = drafted;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = (init.headers as Record<string, string>)['X-HTTP-Method-Override'] ?? init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/response_templates')) {
        const template = { id: 1, account_id: 1, name: 'Thank you', content: 'Thank you, %REVIEWER_NAME%!' };
        return answer(200, { _embedded: { response_templates: [{ ...template, filled: 'Thank you, Avery!' }] } });
      }
      if (method === 'POST' && url === '/api/responses') return answer(202, submitted);
      if (method === 'POST' && url === '/api/reviews/7/reply_draft') return draftAnswer();
      if (method === 'DELETE') return answer(202, { ...responseFixture(), status: 'deleting' });
      return answer(404, { error: 'Not Found' });
    }),
  );
  await connectRealtime({ email: 'manager@northwind.example', token: 't' }, ['account:1']);
});
afterEach(() => {
  clearAuth();
  disconnectRealtime();
  vi.unstubAllGlobals();
});

function renderSection(review = reviewFixture(), settings?: Record<string, boolean>) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (settings) {
    signIn();
    client.setQueryData(sessionKeys.accountSettings(1), settings);
  }
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <ResponseSection review={review} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A manager of account 1, whose settings the test gives. */
function signIn() {
  logIn({
    account_id: 1,
    user_id: 70,
    profile_id: 70,
    email: 'manager@northwind.example',
    token: 't',
    permissions: PERMISSIONS_BY_USER_TYPE[USER_TYPE_ID.manager],
    account_active: true,
    isParent: false,
    isShadowing: false,
    isImpersonated: false,
    isAccountOwner: false,
    isWhitelabel: false,
    status: 'active',
    user_type_id: USER_TYPE_ID.manager,
    nonce: '',
    invalidated: false,
  });
}

const push = (event: string, payload: unknown) => act(() => socket.push(event, payload));
const settled = (response: Partial<Response>) => ({ review_id: 7, response: responseFixture(response) });

describe('ResponseSection', () => {
  it('offers nothing to a user who may not answer the review', () => {
    renderSection(reviewFixture({ can_respond: false }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says why a review of a source without replies cannot be answered, instead of offering Respond', () => {
    renderSection(reviewFixture({ source_id: 8, source_name: 'Healthgrades', can_respond: false }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(
      screen.getByText(
        'Healthgrades does not accept replies from businesses through its API, so this review cannot be answered here.',
      ),
    ).toBeTruthy();
  });

  it('shows a read-only response without Edit or Delete', () => {
    renderSection(reviewFixture({ responses: [responseFixture({ read_only: true })] }));
    expect(screen.getByText('Thank you, Avery!')).toBeTruthy();
    expect(screen.getByText('This response can no longer be changed')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('submits, shows the response publishing, then settles it from the realtime events', async () => {
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Respond' }));
    // Pasted, not typed: each keystroke re-renders the composer and its autosizing textarea (about 50 ms in jsdom,
    // several times that on a loaded machine), which is not what this test is about.
    await userEvent.click(screen.getByRole('textbox', { name: 'Response' }));
    await userEvent.paste('  Thanks for coming in!  ');
    expect(screen.getByText('4071 characters remaining')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Publishing…')).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/responses',
      body: { review_id: 7, content: 'Thanks for coming in!' },
    });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();

    // Another review's event changes nothing here.
    push(REVIEW_EVENTS.responsePublished, { ...settled({}), review_id: 8 });
    expect(screen.getByText('Publishing…')).toBeTruthy();

    push(REVIEW_EVENTS.responsePublishFailed, settled({ status: 'error_published', published_at: null }));
    expect(
      screen.getByText('An error occurred while publishing the response. We’ll try again. No action necessary.'),
    ).toBeTruthy();

    push(REVIEW_EVENTS.responsePublished, settled({ content: 'Thanks for coming in!' }));
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.queryByText(/An error occurred/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('deletes after asking, shows deleting, and empties the responses when the delete completes', async () => {
    renderSection(reviewFixture({ responses: [responseFixture()] }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete this response? It is also removed from Google.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Response' }));
    expect(await screen.findByText('Deleting…')).toBeTruthy();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'DELETE', url: '/api/responses/31' }));

    push(REVIEW_EVENTS.responseDeleteFailed, settled({ status: 'error_unpublished' }));
    expect(
      screen.getByText('An error occurred while deleting the response. We’ll try again. No action necessary.'),
    ).toBeTruthy();

    push(REVIEW_EVENTS.responseDeleted, { review_id: 7, response_id: 31, responses: [] });
    expect(screen.queryByRole('region', { name: 'Response' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Respond' })).toBeTruthy();
  });

  it('fills the text from a template and counts what is too many', async () => {
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Respond' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use Template' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Thank you' }));
    const text = screen.getByRole('textbox', { name: 'Response' }) as HTMLTextAreaElement;
    expect(text.value).toBe('Thank you, Avery!');

    await userEvent.click(text);
    await userEvent.paste('x'.repeat(4096 - text.value.length + 3));
    expect(screen.getByText('3 characters too many')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Respond' })).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('fills the text box with a drafted reply, which is sent only when the user submits it', async () => {
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Respond' }));
    await userEvent.click(screen.getByRole('button', { name: 'Draft a reply' }));
    const text = screen.getByRole('textbox', { name: 'Response' }) as HTMLTextAreaElement;
    await waitFor(() => expect(text.value).toBe(DRAFT));
    expect(
      screen.getByText('Drafted from this review and your templates. Read and edit it before you submit.'),
    ).toBeTruthy();
    // The draft is asked for; nothing is submitted.
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/reviews/7/reply_draft',
    ]);
  });

  it('says when the draft could not be written, and leaves the text as it was', async () => {
    draftAnswer = () => answer(500, { error: 'Internal Server Error' });
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Respond' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Response' }));
    await userEvent.paste('My own words');
    await userEvent.click(screen.getByRole('button', { name: 'Draft a reply' }));
    expect((await screen.findByRole('alert')).textContent?.includes('The draft could not be written. Try again')).toBe(
      true,
    );
    expect((screen.getByRole('textbox', { name: 'Response' }) as HTMLTextAreaElement).value).toBe('My own words');
  });

  it('offers no draft when the account’s ai_smart_responses setting is off', async () => {
    renderSection(reviewFixture(), { ai_smart_responses: false });
    await userEvent.click(screen.getByRole('button', { name: 'Respond' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Draft a reply' })).toBeNull();
  });
});
