import type { EndpointBody, EndpointResult } from '@repute/domain/contracts/endpoint';
import type { answerAskPage, getAskPage } from '@repute/domain/contracts/microsurveys';
import { useCallback } from 'preact/hooks';
import { publicApi } from './public-api';
import { useLoad, useSend } from './use-call';

/*
 * The public pages stay light (decision 0099: no zod), so they take their contracts' types only, not the
 * contracts themselves, and name the paths by hand.
 */

/** A microsurvey's or a location's ask page (the kiosk's too): no session, the token is the key. */
export const useAskPage = (token: string) =>
  useLoad(() =>
    publicApi.request<EndpointResult<typeof getAskPage>>({
      method: 'GET',
      path: `/public/ask_pages/${token}`,
      sessionEffects: 'none',
    }),
  )[0];

export function useSendAnswer(token: string) {
  const send = useCallback(
    (body: EndpointBody<typeof answerAskPage>) =>
      publicApi.request<EndpointResult<typeof answerAskPage>>({
        method: 'POST',
        path: `/public/ask_pages/${token}/responses`,
        body,
        sessionEffects: 'none',
      }),
    [token],
  );
  return useSend(send);
}
