/** @jsxImportSource preact */
import type { EndpointBody, EndpointResult } from '@repute/domain/contracts/endpoint';
import type { getLandingPage, sendLandingFeedback } from '@repute/domain/contracts/request-landing';
import { useCallback, useState } from 'preact/hooks';
import { ErrorAlert, Loader, PageFrame } from './PageFrame';
import { PublishConsent } from './PublishConsent';
import { publicApi } from './public-api';
import { ReviewSites } from './ReviewSites';
import { knownSelectorType, ScoreChoice, scoreOnScale } from './ScoreChoice';
import { useLoad, useSend } from './use-call';

/**
 * The answer chosen in the e-mail (decision 0117): its links open this page with ?score=N, which is only chosen here,
 * not recorded: the visitor's Send records it, so a mail scanner opening every link records nothing.
 */
const scoreFromLink = () => {
  const score = new URLSearchParams(window.location.search).get('score');
  return score !== null && /^\d{1,2}$/.test(score) ? Number(score) : undefined;
};

/**
 * The public review landing page a request's link opens (/r/{token}): every review site the request offers, to
 * everyone whatever their score (no review gating), and private feedback to the business.
 */
export function ReviewLandingPage({ token }: { token: string }) {
  const [page] = useLoad(() =>
    publicApi.request<EndpointResult<typeof getLandingPage>>({
      method: 'GET',
      path: `/public/review_requests/${token}`,
      sessionEffects: 'none',
    }),
  );
  const sendFeedback = useCallback(
    (body: EndpointBody<typeof sendLandingFeedback>) =>
      publicApi.request<EndpointResult<typeof sendLandingFeedback>>({
        method: 'POST',
        path: `/public/review_requests/${token}/feedback`,
        body,
        sessionEffects: 'none',
      }),
    [token],
  );
  const feedback = useSend(sendFeedback);
  const [picked, setScore] = useState(scoreFromLink);
  const [text, setText] = useState('');
  const [publishConsent, setPublishConsent] = useState(false);
  const data = page.status === 'done' ? page.data : undefined;
  const selectorType = knownSelectorType(data?.selector_type);
  const score = scoreOnScale(selectorType, picked) ? picked : undefined;

  return (
    <PageFrame face={data} title={data?.location_name ?? 'Leave a Review'}>
      {data?.header_image && <img class="header-image" src={data.header_image} alt="" />}
      <h1 class="title">
        {data
          ? data.header_text || data.location_name
          : page.status === 'failed'
            ? 'This link does not work'
            : 'Leave a Review'}
      </h1>
      {page.status === 'pending' && <Loader />}
      {page.status === 'failed' && (
        <ErrorAlert>It may be incomplete. Please use the link from your message.</ErrorAlert>
      )}
      {data && (
        <div class="stack stack--loose">
          <ReviewSites sites={data.sites} hrefOf={(site) => `/api/public/review_requests/${token}/sites/${site.id}`} />
          {feedback.state === 'sent' ? (
            <p role="status">Thank you for your feedback!</p>
          ) : (
            <div class="stack stack--tight">
              <p class="label" id="question">
                {data.question}
              </p>
              <ScoreChoice selectorType={selectorType} value={score} onChange={setScore} labelledBy="question" />
              <div class="field">
                <label for="landing-feedback">Tell us more (private to the business)</label>
                <textarea
                  id="landing-feedback"
                  rows={3}
                  value={text}
                  onInput={(event) => setText(event.currentTarget.value)}
                />
              </div>
              <PublishConsent text={data.publish_consent_text} checked={publishConsent} onChange={setPublishConsent} />
              <button
                type="button"
                class="button"
                onClick={() => void feedback.run({ score, feedback: text, publish_consent: publishConsent })}
                disabled={(score === undefined && !text.trim()) || feedback.state === 'sending'}
              >
                Send Feedback
              </button>
              {feedback.state === 'failed' && <ErrorAlert>That did not work. Please try again.</ErrorAlert>}
            </div>
          )}
        </div>
      )}
    </PageFrame>
  );
}
