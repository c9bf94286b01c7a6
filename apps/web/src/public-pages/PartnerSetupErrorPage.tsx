/** @jsxImportSource preact */

import type { PublicFace } from '@repute/domain/public-brand';
import { PARTNER_SETUP_PATH } from '@repute/domain/public-pages';
import { useState } from 'preact/hooks';
import { ErrorAlert, PageFrame } from './PageFrame';
import { partnerSetupCalls } from './partner-setup-calls';
import { useLoad } from './use-call';

/** The look when the link no longer tells whose page it is. */
const PLAIN_FACE: PublicFace = { business_name: 'Repute', brand: null };

const PROVIDERS: Record<string, string> = { google: 'Google', facebook: 'Facebook', trustpilot: 'Trustpilot' };

/** What failed, in the visitor's words, and whether trying again can help (spec 000 §2). */
const REASONS: Record<string, string> = {
  denied: 'Permission was not given on the site. To connect, try again and allow access when the site asks.',
  state: 'The connection request had expired or was already used. Please try again.',
  exchange: 'The site did not accept the connection. Please try again.',
  unavailable: 'The site could not be reached, or cannot be connected on this server yet. Please try again later.',
};

/**
 * /partner-integrations-error (spec 000 §2, decision 0144): where a partner setup link's connection lands when it
 * failed. It says what failed and how to retry: back to the setup page with the same link, or, when the link itself
 * no longer works, to ask the partner for a new one.
 */
export function PartnerSetupErrorPage() {
  const [query] = useState(() => new URLSearchParams(window.location.search));
  const provider = PROVIDERS[query.get('connect_failed') ?? ''];
  const reason = query.get('reason') ?? '';
  const token = query.get('token');
  const linkBroken = reason === 'expired' || reason === 'link' || !token;
  // Speaks as the partner, as the setup page did, when the link still says who that is.
  const [state] = useLoad(() =>
    token && !linkBroken ? partnerSetupCalls(token).describe() : Promise.reject(new Error('no link')),
  );
  const face = state.status === 'done' ? state.data : state.status === 'failed' ? PLAIN_FACE : undefined;
  const title = provider ? `${provider} could not be connected` : 'The setup could not continue';
  return (
    <PageFrame face={face} title={title}>
      <div class="stack">
        <h1 class="title">{title}</h1>
        <ErrorAlert>
          {linkBroken
            ? `${reason === 'expired' ? 'This setup link has expired.' : 'This setup link does not work.'} Ask your partner to send you a new one.`
            : (REASONS[reason] ?? 'Something went wrong. Please try again.')}
        </ErrorAlert>
        {!linkBroken && (
          <a class="button" href={`${PARTNER_SETUP_PATH}?token=${encodeURIComponent(token ?? '')}`}>
            Try again
          </a>
        )}
      </div>
    </PageFrame>
  );
}
