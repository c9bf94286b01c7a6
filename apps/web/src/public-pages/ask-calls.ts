import type { AskAnswer, AskPage } from '@repute/domain/microsurveys';
import { useCallback } from 'preact/hooks';
import { publicApi } from './public-api';
import { useLoad, useSend } from './use-call';

/** A microsurvey's or a location's ask page (the kiosk's too): no session, the token is the key. */
export const useAskPage = (token: string) =>
  useLoad(() =>
    publicApi.request<AskPage>({ method: 'GET', path: `/public/ask_pages/${token}`, sessionEffects: 'none' }),
  )[0];

export function useSendAnswer(token: string) {
  const send = useCallback(
    (body: AskAnswer) =>
      publicApi.request<{ saved: boolean }>({
        method: 'POST',
        path: `/public/ask_pages/${token}/responses`,
        body,
        sessionEffects: 'none',
      }),
    [token],
  );
  return useSend(send);
}
