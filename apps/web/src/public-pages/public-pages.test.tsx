/** @jsxImportSource preact */
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AskPage } from './AskPage';
import { ExportDownloadPage } from './ExportDownloadPage';
import { KioskPage } from './KioskPage';
import { ReviewLandingPage } from './ReviewLandingPage';
import { UnsubscribePage } from './UnsubscribePage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const PAGE = {
  kind: 'microsurvey',
  location_name: 'Lakeside Clinic',
  title: 'Front desk NPS',
  selector_type: 'nps',
  question: 'How likely are you to recommend us?',
  follow_up_question: 'What is the main reason for your score?',
  sites: [{ id: 1, name: 'Google', url: 'https://search.google.com/local/writereview?placeid=lakeside' }],
  business_name: 'Lakeside Health',
  brand: null,
  publish_consent_text: 'I agree that Lakeside Clinic may publish my feedback, with my first name, on its website.',
};
const BRAND = {
  logo_url: 'https://partner.example/logo.png',
  background_color: '#123456',
  text_color: '#ffffff',
  accent_color: '#aa0000',
};

/** The server's ask page and its answers, held here: each answer's body is kept. */
function serve(page: object) {
  const answers: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'POST') {
        answers.push(JSON.parse(String(init.body)));
        return json(201, { saved: true });
      }
      return url.startsWith('/api/public/ask_pages/tok') ? json(200, page) : json(404, { message: 'Not found' });
    }),
  );
  return answers;
}

function mount(ui: preact.ComponentChild) {
  const root = document.createElement('div');
  document.body.append(root);
  render(ui, root);
  return () => {
    render(null, root);
    root.remove();
  };
}

/** The page's opening call and its effects can take more than the default second on a loaded machine. */
const OPENED = { timeout: 10_000 };

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('the light public pages', () => {
  it("wear a white-label account's logo and accent and say nothing of Repute; others end with Powered by Repute", async () => {
    serve({ ...PAGE, brand: BRAND });
    unmount = mount(<AskPage token="tok" />);
    await screen.findByRole('heading', { level: 1, name: 'Front desk NPS' }, OPENED);
    await waitFor(() => expect(document.title).toBe('Front desk NPS'), OPENED);
    const banner = screen.getByRole('banner');
    expect(banner.style.background).toBe('rgb(18, 52, 86)');
    expect(banner.querySelector('img')?.getAttribute('src')).toBe(BRAND.logo_url);
    expect(screen.getByRole('img', { name: 'Lakeside Health' })).toBe(banner.querySelector('img'));
    expect(document.querySelector<HTMLElement>('.page')?.style.getPropertyValue('--accent')).toBe('#aa0000');
    expect(document.body.textContent).not.toMatch(/Repute/);
    unmount();

    serve(PAGE);
    unmount = mount(<AskPage token="tok" />);
    await screen.findByRole('heading', { level: 1, name: 'Front desk NPS' }, OPENED);
    // The business's name is the page's mark when it has no white-label logo.
    expect(screen.getByRole('banner').textContent).toBe('Lakeside Health');
    expect(screen.getByRole('contentinfo').textContent).toBe('Powered by Repute');
  });

  it('says a broken link does not work', async () => {
    serve(PAGE);
    unmount = mount(<AskPage token="broken" />);
    await screen.findByRole('heading', { level: 1, name: 'This link does not work' }, OPENED);
    expect(screen.getByRole('alert').textContent).toBe('It may be incomplete. Please use the link you were given.');
  });

  it('asks the follow-up question once a score is chosen, and offers the review site after a low score', async () => {
    const answers = serve(PAGE);
    unmount = mount(<AskPage token="tok" />);
    const user = userEvent.setup();
    const send = await screen.findByRole('button', { name: 'Send' }, OPENED);
    expect(send).toHaveProperty('disabled', true);
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('radio', { name: '2' }));
    await user.type(screen.getByRole('textbox', { name: 'What is the main reason for your score?' }), 'Long wait.');
    // Private unless the customer ticks the separate consent, which starts unticked.
    expect(screen.getByRole('checkbox', { name: PAGE.publish_consent_text })).toHaveProperty('checked', false);
    await user.click(send);
    expect((await screen.findByRole('status')).textContent).toBe('Thank you for your feedback!');
    expect(answers).toEqual([{ score: 2, feedback: 'Long wait.', kiosk: false, publish_consent: false }]);
    expect(screen.getByRole('link', { name: 'Review us on Google' }).getAttribute('href')).toBe(PAGE.sites[0]?.url);
  });

  it('sends the consent to publish only when the customer ticks it', async () => {
    const answers = serve(PAGE);
    unmount = mount(<AskPage token="tok" />);
    const user = userEvent.setup();
    const send = await screen.findByRole('button', { name: 'Send' }, OPENED);
    await user.click(screen.getByRole('radio', { name: '10' }));
    await user.click(screen.getByRole('checkbox', { name: PAGE.publish_consent_text }));
    await user.click(send);
    await screen.findByRole('status');
    expect(answers).toEqual([{ score: 10, feedback: '', kiosk: false, publish_consent: true }]);
  });

  it('the kiosk thanks the visitor with the sites as QR codes and is ready for the next one by itself', async () => {
    const answers = serve(PAGE);
    unmount = mount(<KioskPage token="tok" />);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Lakeside Clinic' }, OPENED);
    await user.click(screen.getByRole('radio', { name: '9' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('status');
    expect(screen.getByRole('img', { name: 'Review us on Google' }).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    );
    expect(answers).toEqual([{ score: 9, feedback: '', kiosk: true, publish_consent: false }]);
    // The next visitor finds a fresh form: no score chosen, so Send waits for one.
    await user.click(screen.getByRole('button', { name: 'Next visitor' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true));
    expect(screen.getByRole('radio', { name: '9' })).toHaveProperty('checked', false);
  });

  describe('the review landing page opened from an answer in the e-mail', () => {
    const LANDING = {
      location_name: 'Lakeside Clinic',
      header_text: '',
      header_image: null,
      business_name: 'Lakeside Health',
      brand: null,
      selector_type: 'stars',
      question: 'How would you rate your experience with us?',
      sites: [],
      completed: false,
      publish_consent_text: PAGE.publish_consent_text,
    };
    function serveLanding() {
      const sent: unknown[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string, init: RequestInit) => {
          if (init.method === 'POST') {
            sent.push(JSON.parse(String(init.body)));
            return json(200, { completed: true });
          }
          return url.startsWith('/api/public/review_requests/tok') ? json(200, LANDING) : json(404, {});
        }),
      );
      return sent;
    }
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('has that answer chosen, recorded only by Send', async () => {
      const sent = serveLanding();
      window.history.replaceState(null, '', '/r/tok?score=4');
      unmount = mount(<ReviewLandingPage token="tok" />);
      const user = userEvent.setup();
      const four = await screen.findByRole('radio', { name: '4 ★' }, OPENED);
      expect(four).toHaveProperty('checked', true);
      expect(sent).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Send Feedback' }));
      await screen.findByRole('status');
      expect(sent).toEqual([{ score: 4, feedback: '', publish_consent: false }]);
    });

    it('ignores an answer that is not on the scale', async () => {
      serveLanding();
      window.history.replaceState(null, '', '/r/tok?score=9');
      unmount = mount(<ReviewLandingPage token="tok" />);
      await screen.findByRole('radio', { name: '5 ★' }, OPENED);
      expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
      expect(screen.getByRole('button', { name: 'Send Feedback' })).toHaveProperty('disabled', true);
    });
  });

  /** Opens the unsubscribe page of `list` as its link does, the server answering `state`. */
  async function openUnsubscribe(list: 'requests' | 'scheduled_exports', id: number, state: Record<string, unknown>) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(200, { list, id, subscribed: true, business_name: 'Lakeside Health', brand: BRAND, ...state }),
      ),
    );
    window.history.replaceState(null, '', `/unsubscribe/${list}/${id}?email=eve%40example.com&token=t`);
    unmount = mount(<UnsubscribePage list={list} id={String(id)} />);
    await screen.findByRole('button', { name: 'Unsubscribe' }, OPENED);
  }

  it('the unsubscribe page of a review request speaks as the business, with nothing of Repute', async () => {
    await openUnsubscribe('requests', 7, { description: 'Review requests from Lakeside Clinic', signs_in: false });
    await waitFor(() => expect(document.title).toBe('Unsubscribe from Review Requests | Lakeside Health'));
    expect(screen.getByRole('img', { name: 'Lakeside Health' }).getAttribute('src')).toBe(BRAND.logo_url);
    // A customer has nothing to sign in to.
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Repute/);
    window.history.replaceState(null, '', '/');
  });

  it("the unsubscribe page of a scheduled export's outside recipient offers no sign-in", async () => {
    await openUnsubscribe('scheduled_exports', 9, {
      description: '"Monthly reviews" scheduled export',
      signs_in: false,
    });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it("the unsubscribe page of a scheduled export's user offers to sign in", async () => {
    await openUnsubscribe('scheduled_exports', 9, {
      description: '"Monthly reviews" scheduled export',
      signs_in: true,
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    window.history.replaceState(null, '', '/');
  });

  describe("a scheduled export's download page for someone outside the account", () => {
    const DOWNLOAD = {
      description: 'Monthly reviews for the accountant',
      file_name: 'export-2026-05-01.csv',
      rows: 42,
      expires_at: '2026-05-08T13:00:00.000Z',
      business_name: 'Lakeside Health',
      brand: BRAND,
    };
    const answering = (status: number, body: unknown) => {
      const calls: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          calls.push(url);
          return json(status, body);
        }),
      );
      return calls;
    };

    it('speaks as the business and offers that one file until the link expires', async () => {
      const calls = answering(200, DOWNLOAD);
      unmount = mount(<ExportDownloadPage token="12.3.1778245200.sig" />);
      const file = await screen.findByRole('link', { name: 'Download the file' }, OPENED);
      expect(file.getAttribute('href')).toBe('/api/public/export_downloads/12.3.1778245200.sig/file');
      expect(calls.map((url) => url.split('?')[0])).toEqual(['/api/public/export_downloads/12.3.1778245200.sig']);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Monthly reviews for the accountant');
      expect(document.body.textContent).toContain('export-2026-05-01.csv: 42 rows.');
      expect(document.body.textContent).toContain('The link works until May 8, 2026.');
      await waitFor(() => expect(document.title).toBe('Download | Lakeside Health'));
      expect(document.body.textContent).not.toMatch(/Repute/);
    });

    it('says an expired link has expired, and a wrong one does not work, offering no file', async () => {
      answering(410, { message: 'This download link has expired' });
      unmount = mount(<ExportDownloadPage token="old" />);
      expect((await screen.findByRole('alert', {}, OPENED)).textContent).toMatch(/^This download link has expired/);
      expect(screen.queryByRole('link')).toBeNull();
      unmount();

      answering(404, { message: 'This download link is not valid' });
      unmount = mount(<ExportDownloadPage token="wrong" />);
      expect((await screen.findByRole('alert', {}, OPENED)).textContent).toMatch(/^This link does not work/);
      expect(screen.queryByRole('link')).toBeNull();
    });
  });
});
