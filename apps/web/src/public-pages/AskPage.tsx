/** @jsxImportSource preact */
import type { AskAnswer, AskPage as AskPageData } from '@repute/domain/microsurveys';
import { AskForm } from './AskForm';
import { useAskPage, useSendAnswer } from './ask-calls';
import { ErrorAlert, Loader, PageFrame } from './PageFrame';
import { ReviewSites } from './ReviewSites';

/**
 * A public ask page (/m/{token}): a microsurvey, or a location's own review request landing page. Every review site
 * is offered to everyone, before and after answering, whatever the score (no review gating, decision 0065).
 */
export function AskPage({ token }: { token: string }) {
  const page = useAskPage(token);
  const answer = useSendAnswer(token);
  const data: AskPageData | undefined = page.status === 'done' ? page.data : undefined;
  return (
    <PageFrame face={data} title={data?.title ?? 'Leave a Review'}>
      <h1 class="title">
        {data ? data.title : page.status === 'failed' ? 'This link does not work' : 'Leave a Review'}
      </h1>
      {page.status === 'pending' && <Loader />}
      {page.status === 'failed' && <ErrorAlert>It may be incomplete. Please use the link you were given.</ErrorAlert>}
      {data && (
        <div class="stack stack--loose">
          {answer.state === 'sent' ? (
            <p role="status">Thank you for your feedback!</p>
          ) : (
            <AskForm page={data} sending={answer.state} onSend={(body: AskAnswer) => void answer.run(body)} />
          )}
          <ReviewSites sites={data.sites} />
        </div>
      )}
    </PageFrame>
  );
}
