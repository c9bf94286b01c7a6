/** @jsxImportSource preact */
import type { EndpointResult } from '@repute/domain/contracts/endpoint';
import type { getPublicScorecard } from '@repute/domain/contracts/scorecards';
import { endpointPath } from '../shared/api/endpoint-path';
import { ErrorAlert, Loader, PageFrame } from './PageFrame';
import { publicApi } from './public-api';
import { useLoad } from './use-call';

/* The contract's path, checked against it by type: the light build loads no zod (decision 0099). */
const PAGE_PATH: (typeof getPublicScorecard)['path'] = '/public/scorecard_requests/:id';

type Scorecard = EndpointResult<typeof getPublicScorecard>;

const STATUS_WORDS = { pass: 'Pass', fail: 'Needs work', unknown: 'Not public' } as const;
const stars = (rating: number | null) => (rating === null ? 'No rating' : `${rating.toFixed(1)} stars`);
const reviews = (count: number | null) =>
  count === null ? 'reviews unknown' : `${count} ${count === 1 ? 'review' : 'reviews'}`;

function Grade({ grade, size = 'small' }: { grade: Scorecard['scorecard']['grade']; size?: 'small' | 'large' }) {
  return (
    <span
      class={`grade grade--${size} grade--${grade ?? 'none'}`}
      role="img"
      aria-label={grade ? `Grade ${grade}` : 'No grade'}
    >
      {grade ?? '–'}
    </span>
  );
}

function Contact({ data }: { data: Scorecard }) {
  if (!data.contact_email && !data.contact_phone) return null;
  return (
    <section class="stack stack--tight contact" aria-labelledby="contact-heading">
      <h2 class="label" id="contact-heading">
        Want a better grade? Talk to {data.business_name}
      </h2>
      {data.message && <p>{data.message}</p>}
      <div class="actions">
        {data.contact_email && (
          <a
            class="button button--default"
            href={`mailto:${data.contact_email}?subject=${encodeURIComponent(`Scorecard of ${data.prospect_name}`)}`}
          >
            E-mail {data.business_name}
          </a>
        )}
        {data.contact_phone && (
          <a class="button button--default" href={`tel:${data.contact_phone.replace(/[^\d+]/g, '')}`}>
            Call {data.contact_phone}
          </a>
        )}
      </div>
    </section>
  );
}

function Graded({ data }: { data: Scorecard }) {
  const { scorecard } = data;
  return (
    <>
      <div class="grade-row">
        <Grade grade={scorecard.grade} size="large" />
        <p>
          {data.place ? `${stars(data.place.rating)} from ${reviews(data.place.review_count)}. ` : ''}
          {scorecard.passed} of {scorecard.measured} standards met that public data can show.
        </p>
      </div>
      <ul class="results">
        {scorecard.results.map((result) => (
          <li key={result.code} class={`result result--${result.status}`}>
            <span class="result-status">{STATUS_WORDS[result.status]}</span>
            <span>
              <strong>{result.label}</strong> ({result.value_label})<span class="description">{result.standard}</span>
            </span>
          </li>
        ))}
      </ul>
      {data.competitors.length > 0 && (
        <section class="stack stack--tight" aria-labelledby="competitors-heading">
          <h2 class="label" id="competitors-heading">
            Nearby competitors
          </h2>
          <ul class="results">
            {data.competitors.map((competitor) => (
              <li key={competitor.place_id} class="result">
                <Grade grade={competitor.grade} />
                <span>
                  <strong>{competitor.name}</strong>
                  <span class="description">
                    {stars(competitor.rating)}, {reviews(competitor.review_count)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/**
 * The page a partner sends a prospect (/scorecardrequest/{id}, decision 0142): the prospect's business graded from
 * public data by the partner's standards beside its nearest competitors, in the partner's look (decision 0117), with
 * a way to reach the partner. No login: the random id in the path is the key, and the page shows only that scorecard.
 */
export function ScorecardRequestPage({ token }: { token: string }) {
  const [state] = useLoad(() =>
    publicApi.request<Scorecard>({ method: 'GET', path: endpointPath(PAGE_PATH, { id: token }) }),
  );
  const data = state.status === 'done' ? state.data : undefined;
  return (
    <PageFrame face={data} title={data ? `Scorecard | ${data.business_name}` : 'Scorecard'} wide>
      <div class="stack">
        <h1 class="title">{data ? `Scorecard: ${data.prospect_name}` : 'Scorecard'}</h1>
        {state.status === 'pending' && <Loader />}
        {state.status === 'failed' && (
          <ErrorAlert>
            <p class="alert-title">This scorecard link does not work</p>
            It may be incomplete. Ask whoever sent it for a new one.
          </ErrorAlert>
        )}
        {data && (
          <>
            <p class="description">{data.prospect_address}</p>
            {data.found ? (
              <Graded data={data} />
            ) : (
              <p>Public data about this business could not be found, so it could not be graded yet.</p>
            )}
            <Contact data={data} />
          </>
        )}
      </div>
    </PageFrame>
  );
}
