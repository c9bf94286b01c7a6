/** @jsxImportSource preact */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { qrCodeSource } from '../shared/lib/qr-code';
import { AskForm } from './AskForm';
import { useAskPage, useSendAnswer } from './ask-calls';
import { ErrorAlert, Loader, PageFrame } from './PageFrame';

/** How long the thank-you screen stays before the kiosk is ready for the next person (decision 0079). */
export const KIOSK_RESET_MS = 8000;

/**
 * The kiosk mode form page (/kiosk/{token}): a tablet at the front desk asks each visitor in turn. After an answer
 * it thanks them, shows the review sites as QR codes to scan with their own phone (everyone, whatever the score),
 * and starts again by itself. A new form (its key) forgets the previous visitor's answer.
 */
export function KioskPage({ token }: { token: string }) {
  const page = useAskPage(token);
  const answer = useSendAnswer(token);
  const [visitor, setVisitor] = useState(0);
  const { state, reset } = answer;

  const next = useCallback(() => {
    reset();
    setVisitor((count) => count + 1);
  }, [reset]);
  useEffect(() => {
    if (state !== 'sent') return;
    const timer = window.setTimeout(next, KIOSK_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [state, next]);

  const data = page.status === 'done' ? page.data : undefined;
  return (
    <PageFrame face={data} title={data?.location_name ?? 'Kiosk'} wide>
      <h1 class="title title--large">
        {data ? data.location_name : page.status === 'failed' ? 'This kiosk link does not work' : 'Kiosk'}
      </h1>
      {page.status === 'pending' && <Loader />}
      {page.status === 'failed' && <ErrorAlert>Open the Kiosk Mode Form Page link from the location again.</ErrorAlert>}
      {data &&
        (state === 'sent' ? (
          <div class="stack stack--loose stack--center">
            <p class="thanks" role="status">
              Thank you for your feedback!
            </p>
            {data.sites.length > 0 && <p>Scan a code with your phone to leave a review.</p>}
            <div class="codes">
              {data.sites.map((site) => (
                <figure key={site.id} class="code">
                  <img src={qrCodeSource(site.url)} alt={`Review us on ${site.name}`} width={160} height={160} />
                  <figcaption>{site.name}</figcaption>
                </figure>
              ))}
            </div>
            <button type="button" class="button button--default button--large" onClick={next}>
              Next visitor
            </button>
          </div>
        ) : (
          <AskForm key={visitor} page={data} kiosk sending={state} onSend={(body) => void answer.run(body)} />
        ))}
    </PageFrame>
  );
}
