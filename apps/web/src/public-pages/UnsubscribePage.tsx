/** @jsxImportSource preact */
import type { UnsubscribeState } from '@repute/domain/alerts';
import type { UnsubscribeList } from '@repute/domain/public-pages';
import { useCallback, useState } from 'preact/hooks';
import { ErrorAlert, Loader, PageFrame } from './PageFrame';
import { publicApi } from './public-api';
import { useLoad, useSend } from './use-call';

/** What each list's messages are called in the page's sentences, and the tab's title (spec 000 §2). */
const LISTS: Record<UnsubscribeList, { name: string; title: string }> = {
  alerts: { name: 'alert', title: 'Unsubscribe from Alerts' },
  scheduled_exports: { name: 'scheduled export', title: 'Unsubscribe from Scheduled Exports' },
  requests: { name: 'review request', title: 'Unsubscribe from Review Requests' },
};

/**
 * The public page an e-mail's unsubscribe link opens (spec 000 §2 /unsubscribe/alerts/{id},
 * /unsubscribe/scheduled_exports/{id}, /unsubscribe/requests/{id}): no login, one click to unsubscribe, a
 * confirmation, and the way back. The link's recipient and signature are in its query.
 */
/** The call's address and query: the list and subscription in the path, the recipient and signature in the query. */
function linkOf(list: UnsubscribeList, id: string) {
  const params = new URLSearchParams(window.location.search);
  return {
    path: `/unsubscribe/${list}/${encodeURIComponent(id)}`,
    query: { email: params.get('email') ?? '', token: params.get('token') ?? '' },
  };
}

export function UnsubscribePage({ list, id }: { list: UnsubscribeList; id: string }) {
  const [link] = useState(() => linkOf(list, id));
  const email = link.query.email;
  const [state, setState] = useLoad(() => publicApi.request<UnsubscribeState>({ method: 'GET', ...link }));
  const sendChange = useCallback(
    (unsubscribe: boolean) => publicApi.request<UnsubscribeState>({ method: unsubscribe ? 'POST' : 'DELETE', ...link }),
    [link],
  );
  const change = useSend(sendChange);
  const toggle = async (unsubscribe: boolean) => {
    const answer = await change.run(unsubscribe);
    if (answer) setState(answer);
  };
  const { name, title } = LISTS[list];
  const data = state.status === 'done' ? state.data : undefined;

  return (
    <PageFrame face={data} title={data ? `${title} | ${data.business_name}` : title}>
      <div class="stack">
        <h1 class="title">{data && !data.subscribed ? 'You are unsubscribed' : 'Unsubscribe'}</h1>
        {state.status === 'pending' && <Loader />}
        {state.status === 'failed' && (
          <ErrorAlert>
            <p class="alert-title">This link does not work</p>
            It may be incomplete or the {name} may have been deleted. Sign in to change your e-mails in Settings.
          </ErrorAlert>
        )}
        {data?.subscribed && (
          <>
            <p>
              Stop the e-mails of the {data.description} to {email}?
            </p>
            <button
              type="button"
              class="button"
              disabled={change.state === 'sending'}
              onClick={() => void toggle(true)}
            >
              Unsubscribe
            </button>
          </>
        )}
        {data && !data.subscribed && (
          <>
            <p role="status">
              {email} no longer gets the e-mails of the {data.description}.
            </p>
            <button
              type="button"
              class="button button--default"
              disabled={change.state === 'sending'}
              onClick={() => void toggle(false)}
            >
              Subscribe again
            </button>
          </>
        )}
        {change.state === 'failed' && <ErrorAlert>That did not work. Please try again.</ErrorAlert>}
        {/* Customers asked for reviews and addresses outside the account have no sign-in; its users do. */}
        {(data ? data.signs_in : list !== 'requests') && (
          <a class="link" href="/login">
            {data?.brand === null ? 'Go to Repute' : 'Sign in'}
          </a>
        )}
      </div>
    </PageFrame>
  );
}
