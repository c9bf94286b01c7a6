import { formatReportCell, VISUAL_REPORTS, type VisualReport } from '@repute/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBody, startSmtpPeer } from '../../../test/smtp-peer';
import { client, useTestApp } from '../../../test/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await smtp.close();
});

const {
  t,
  sessions: { admin, limited, other },
} = useTestApp({
  logins: {
    admin: 'admin@northwind.example',
    limited: 'limited@northwind.example',
    other: 'owner@harbor.example',
  },
  app: () => ({ smtpUrl: smtp.url }),
});

const WINDOW = 'from=2024-12-01&to=2025-11-30';

async function pdfText(payload: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(payload));
  const page = await pdf.getPage(1);
  const { text } = await extractText(pdf, { mergePages: true });
  // Lines of the PDF become spaces: what matters is that the words and numbers are there, in order.
  const [, , width = 0, height = 0] = page.view;
  return { text: text.replace(/\s+/g, ' '), width, height };
}

describe('GET /visual_reports/{account_id}/{report}', () => {
  it("answers every report, and the executive summary's figures are the dashboard's", async () => {
    const api = client(t, admin);
    for (const report of VISUAL_REPORTS) {
      const response = await api.get(`/api/visual_reports/${admin.account_id}/${report}?${WINDOW}`);
      expect({ report, status: response.statusCode }).toEqual({ report, status: 200 });
      expect((response.json() as VisualReport).sections.length).toBeGreaterThan(0);
    }
    const summary = (await api.get(`/api/visual_reports/${admin.account_id}/executive_summary?${WINDOW}`)).json();
    const overview = (await api.get(`/api/metrics/${admin.account_id}/overview?${WINDOW}`)).json();
    const figures = Object.fromEntries(
      summary.sections[0].rows.map((row: { measure: string; value: number }) => [row.measure, row.value]),
    );
    expect(figures).toMatchObject({
      'Average rating': overview.average_rating,
      Reviews: overview.total_reviews,
      'Response rate': overview.response_rate,
      'Average response time': overview.response_time,
    });
    const trend = summary.sections.find((section: { key: string }) => section.key === 'rating_trend');
    expect(trend.rows.reduce((sum: number, row: { reviews: number }) => sum + row.reviews, 0)).toBe(
      overview.total_reviews,
    );
  });

  it('follows the filter bar: a location narrows the numbers', async () => {
    const api = client(t, admin);
    const all = (await api.get(`/api/visual_reports/${admin.account_id}/responses?${WINDOW}`)).json();
    const locations = (await api.get(`/api/metrics/${admin.account_id}/location?${WINDOW}&per_page=1`)).json();
    const location = locations._embedded.locations[0];
    const one = (
      await api.get(`/api/visual_reports/${admin.account_id}/responses?${WINDOW}&location_id=${location.location_id}`)
    ).json();
    expect(one.sections[0].rows[0]).toMatchObject({ measure: 'Reviews', value: location.total_reviews });
    expect(one.sections[0].rows[0].value).toBeLessThan(all.sections[0].rows[0].value);
  });

  it('refuses users without visual_report read (403), bad input (400) and another account (404)', async () => {
    const limitedCall = await client(t, limited).get(`/api/visual_reports/${limited.account_id}/responses`);
    expect(limitedCall.statusCode).toBe(403);
    expect((await client(t, admin).get(`/api/visual_reports/${admin.account_id}/nonsense`)).statusCode).toBe(400);
    expect(
      (await client(t, admin).get(`/api/visual_reports/${admin.account_id}/responses?from=yesterday`)).statusCode,
    ).toBe(400);
    expect((await client(t, admin).get(`/api/visual_reports/${other.account_id}/responses`)).statusCode).toBe(404);
    expect((await client(t, admin).get(`/api/visual_reports/${other.account_id}/responses/pdf`)).statusCode).toBe(404);
  });
});

describe('GET /visual_reports/{account_id}/{report}/pdf', () => {
  it("opens as a PDF whose text has the API's numbers, on A4 or Letter", async () => {
    const api = client(t, admin);
    const report = (await api.get(`/api/visual_reports/${admin.account_id}/executive_summary?${WINDOW}`)).json();
    const response = await api.get(`/api/visual_reports/${admin.account_id}/executive_summary/pdf?${WINDOW}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="executive_summary-[\d-]+\.pdf"$/);
    const a4 = await pdfText(response.rawPayload);
    expect(a4.text).toContain('Executive Summary');
    expect(a4.text).toContain('Northwind Dental');
    for (const row of report.sections[0].rows) {
      expect(a4.text).toContain(`${row.measure} ${formatReportCell(row.value, row.format)}`);
    }
    expect(Math.round(a4.width)).toBe(595);

    const letter = await pdfText(
      (await api.get(`/api/visual_reports/${admin.account_id}/executive_summary/pdf?${WINDOW}&paper=letter`))
        .rawPayload,
    );
    expect([Math.round(letter.width), Math.round(letter.height)]).toEqual([612, 792]);
  });
});

describe('scheduling a report', () => {
  it('e-mails its numbers once when it is due, as a scheduled export', async () => {
    const created = await client(t, admin).post('/api/scheduled_exports', {
      date_range_legend: 'twelve_months',
      filters: { dateDescriptor: 'twelveMonths' },
      recipient_user_ids: [admin.user_id],
      email_frequency: 'weekly',
      email_subject: 'Weekly executive summary',
      email_body: 'The numbers of the week.',
      scheduled_time: '07:00',
      export_type: 'visual_executive_summary',
    });
    expect(created.statusCode, created.body).toBe(201);
    const due = new Date(new Date(created.json().next_run_at).getTime() + 5_000);
    const delivery = t.services.scheduledExportDelivery({ now: () => due });
    expect(await delivery.deliverDue()).toEqual({ sent: 1 });
    expect(await delivery.deliverDue()).toEqual({ sent: 0 });

    const mail = await smtp.waitFor('admin@northwind.example');
    const body = decodeBody(mail.raw);
    expect(body).toContain('Subject: Weekly executive summary');
    const attached = /filename=export-[\d-]+\.csv\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(body)?.[1] ?? '';
    const csv = Buffer.from(attached.replace(/\s/g, ''), 'base64').toString('utf8');
    expect(csv).toContain('section,item,measure,value,formatted');
    expect(csv).toMatch(/Key figures,Reviews,Value,\d+,/);
    // The report itself goes with its numbers, as a PDF whose figures are the CSV's.
    const pdfPart = /filename=executive_summary-[\d-]+\.pdf\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(body)?.[1] ?? '';
    const pdf = await pdfText(Buffer.from(pdfPart.replace(/\s/g, ''), 'base64'));
    const reviews = /Key figures,Reviews,Value,\d+,"?([\d,]+)"?/.exec(csv)?.[1];
    expect(pdf.text).toContain(`Reviews ${reviews}`);
    expect(smtp.received.filter((message) => message.raw.includes('Weekly executive summary'))).toHaveLength(1);
  });
});
