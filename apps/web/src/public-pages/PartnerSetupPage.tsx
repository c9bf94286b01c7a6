/** @jsxImportSource preact */
import { useCallback, useState } from 'preact/hooks';
import { ErrorAlert, Loader, PageFrame } from './PageFrame';
import { type PartnerSetupState, partnerSetupCalls } from './partner-setup-calls';
import { useLoad, useSend } from './use-call';

type Step = PartnerSetupState['steps'][number];

const STEP_TEXT: Record<Step['status'], string> = {
  unstarted: 'Not started',
  started: 'Started: finish connecting, or try again',
  completed: 'Connected',
  skipped: 'Skipped',
};

const GLOBAL_TEXT = { access_requested: 'Requested: being verified', active: 'Active' } as const;

/** The provider the visitor just came back from connected (the callback's ?connected=), told once. */
const connectedName = (state: PartnerSetupState, code: string | null) =>
  state.steps.find((step) => step.code === code)?.name;

function StepRow({ step, connectHref, busy, onChange }: StepRowProps) {
  const status = step.connected ? 'Connected' : STEP_TEXT[step.status];
  return (
    <li class="setup-step">
      <div>
        <p class="label">{step.name}</p>
        <p class="description">{step.available || step.connected ? status : 'Not available on this server yet'}</p>
      </div>
      {!step.connected && step.available && (
        <div class="setup-actions">
          <a class="button" href={connectHref} aria-label={`Connect ${step.name}`}>
            Connect
          </a>
          {step.status === 'skipped' ? (
            <button
              type="button"
              class="button button--default"
              disabled={busy}
              aria-label={`Undo skipping ${step.name}`}
              onClick={() => onChange('unstarted')}
            >
              Undo skip
            </button>
          ) : (
            <button
              type="button"
              class="button button--default"
              disabled={busy}
              aria-label={`Skip ${step.name}`}
              onClick={() => onChange('skipped')}
            >
              Skip
            </button>
          )}
        </div>
      )}
    </li>
  );
}
type StepRowProps = {
  step: Step;
  connectHref: string;
  busy: boolean;
  onChange: (status: 'skipped' | 'unstarted') => void;
};

/** Why the link opens nothing: expired (410), or not one of ours (anything else). */
function Failure({ httpStatus }: { httpStatus: number }) {
  return (
    <ErrorAlert>
      <p class="alert-title">{httpStatus === 410 ? 'This setup link has expired' : 'This setup link does not work'}</p>
      Ask your partner to send you a new one.
    </ErrorAlert>
  );
}

/**
 * /partner-integrations-setup?token=… (spec 000 §2, decision 0144): the page a partner's e-mail links for a child
 * account's owner, in the partner's name and colours. Each review site is a step: Connect (the provider's consent,
 * which comes back here) or Skip; the other sites can be requested.
 */
export function PartnerSetupPage() {
  const [query] = useState(() => new URLSearchParams(window.location.search));
  const [calls] = useState(() => partnerSetupCalls(query.get('token') ?? ''));
  const [state, setState] = useLoad(calls.describe);
  const send = useSend(useCallback((change: () => Promise<PartnerSetupState>) => change(), []));
  const run = async (change: () => Promise<PartnerSetupState>) => {
    const answer = await send.run(change);
    if (answer) setState(answer);
  };
  const data = state.status === 'done' ? state.data : undefined;
  const justConnected = data && connectedName(data, query.get('connected'));

  return (
    <PageFrame
      face={data}
      title={data ? `Connect your review sites | ${data.business_name}` : 'Connect your review sites'}
    >
      <div class="stack">
        <h1 class="title">{data ? `Connect ${data.account_name}'s review sites` : 'Connect your review sites'}</h1>
        {state.status === 'pending' && <Loader />}
        {state.status === 'failed' && <Failure httpStatus={state.httpStatus} />}
        {justConnected && (
          <p class="notice" role="status">
            {justConnected} is connected.
          </p>
        )}
        {data && (
          <>
            <p>
              {data.business_name} asks you to connect the sites your customers review {data.account_name} on, so that
              their reviews come in and can be answered.
            </p>
            <ul class="setup-steps" aria-label="Review sites">
              {data.steps.map((step) => (
                <StepRow
                  key={step.code}
                  step={step}
                  connectHref={calls.connectHref(step.code)}
                  busy={send.state === 'sending'}
                  onChange={(status) => void run(() => calls.changeStep(step.code, status))}
                />
              ))}
            </ul>
            <h2 class="label">Other sites</h2>
            <ul class="setup-steps" aria-label="Other sites">
              {data.global_tokens.map((site) => (
                <li class="setup-step" key={site.id}>
                  <p class="label">{site.name}</p>
                  {site.status ? (
                    <p class="description">{GLOBAL_TEXT[site.status]}</p>
                  ) : (
                    <button
                      type="button"
                      class="button button--light"
                      disabled={send.state === 'sending'}
                      aria-label={`Request ${site.name}`}
                      onClick={() => void run(() => calls.requestAccess(site.id))}
                    >
                      Request
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {send.state === 'failed' && <ErrorAlert>That did not work. Please try again.</ErrorAlert>}
            <p class="description">
              This link works until {new Date(data.expires_at).toLocaleDateString('en-US', { dateStyle: 'long' })}.
            </p>
          </>
        )}
      </div>
    </PageFrame>
  );
}
