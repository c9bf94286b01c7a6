import { afterAll, describe, expect, it } from 'vitest';
import { type FakeChatCompletions, startFakeChatCompletions } from '../../../test/fakes/fake-chat-completions';
import { client, type Session, useTestApp } from '../../../test/test-app';

let llm: FakeChatCompletions;

const {
  t,
  sessions: { manager, bluebird },
} = useTestApp({
  logins: { manager: 'manager@northwind.example', bluebird: 'owner@bluebird.example' },
  app: async () => {
    llm = await startFakeChatCompletions('llm-api-key');
    return { llm: { baseUrl: `${llm.url}/v1`, apiKey: 'llm-api-key', model: 'fake-model' } };
  },
});
afterAll(async () => {
  await llm.close();
});

type ListedReview = { id: number; author_name: string | null; content: string | null; location_name: string };

async function reviewOf(session: Session, rating: number): Promise<ListedReview> {
  const listed = (await client(t, session).get(`/api/reviews?rating=${rating}&per_page=50`)).json();
  const review = (listed._embedded.reviews as ListedReview[]).find(
    (candidate) => candidate.content?.trim() && candidate.author_name?.includes(' '),
  );
  if (!review) throw new Error(`no ${rating}-star review with text`);
  return review;
}

const draftOf = async (session: Session, id: number) => {
  const answer = await client(t, session).post(`/api/reviews/${id}/reply_draft`);
  expect(answer.statusCode).toBe(200);
  return answer.json() as { content: string; engine: string; fallback: { reason: string; checks: string[] } | null };
};

describe('POST /reviews/{id}/reply_draft with an OpenAI-compatible model', () => {
  it('answers with the model’s draft, asked with the review, its first name, location and rules', async () => {
    const review = await reviewOf(bluebird, 5);
    const first = review.author_name?.split(' ')[0] ?? '';
    llm.reply = `Thank you so much, ${first}! We are delighted you enjoyed your evening with us.`;
    const draft = await draftOf(bluebird, review.id);
    expect(draft).toEqual({ review_id: review.id, content: llm.reply, engine: 'llm', fallback: null });
    const chat = llm.chats.at(-1);
    expect(chat?.model).toBe('fake-model');
    expect(llm.requests.at(-1)?.token).toBe('llm-api-key');
    const [system, user] = chat?.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(/compensation/);
    expect(system?.content).not.toMatch(/HIPAA/);
    expect(user?.content).toContain(`Reviewer's first name: ${first}`);
    expect(user?.content).toContain(`Business location: ${review.location_name}`);
    expect(user?.content).toContain(review.content ?? '');
    // Only the first name is sent: the model cannot write what it was never told.
    expect(user?.content).not.toContain(review.author_name ?? '');
  });

  it('falls back to the built-in engine when the model promises compensation', async () => {
    const review = await reviewOf(bluebird, 1);
    llm.reply = 'We are so sorry! Please accept a full refund and a free dessert on your next visit.';
    const draft = await draftOf(bluebird, review.id);
    expect(draft.engine).toBe('built_in');
    expect(draft.fallback).toEqual({ reason: 'guardrails', checks: ['compensation'] });
    expect(draft.content).not.toMatch(/refund|free/i);
    expect(draft.content).toContain(review.location_name);
  });

  it('falls back when the model names the reviewer in full or gives contact details', async () => {
    const review = await reviewOf(bluebird, 2);
    llm.reply = `Dear ${review.author_name}, call us on 312-555-0199 or write to help@bluebird.example.`;
    const draft = await draftOf(bluebird, review.id);
    expect(draft.engine).toBe('built_in');
    expect(draft.fallback?.checks).toEqual(expect.arrayContaining(['full_name', 'phone', 'email']));
  });

  it('tells the model a healthcare account’s rules, and falls back when its draft confirms a patient', async () => {
    const review = await reviewOf(manager, 5);
    const first = review.author_name?.split(' ')[0] ?? '';
    llm.reply = `Thank you, ${first}! We are glad your treatment went well and look forward to your next appointment.`;
    const draft = await draftOf(manager, review.id);
    expect(llm.chats.at(-1)?.messages[0]?.content).toMatch(/HIPAA/);
    expect(draft.engine).toBe('built_in');
    expect(draft.fallback).toEqual({ reason: 'guardrails', checks: ['patient_confirmation'] });
    expect(draft.content).not.toMatch(/patient|visit|appointment|treat/i);

    llm.reply = `Thank you for your kind words, ${first}. They mean a great deal to our whole team.`;
    expect(await draftOf(manager, review.id)).toMatchObject({ engine: 'llm', content: llm.reply });
  });

  it('falls back when the model fails or refuses the key', async () => {
    const review = await reviewOf(bluebird, 4);
    llm.failNext = true;
    expect(await draftOf(bluebird, review.id)).toMatchObject({
      engine: 'built_in',
      fallback: { reason: 'llm_error', checks: [] },
    });
    llm.token = 'another-key';
    const refused = await draftOf(bluebird, review.id);
    llm.token = 'llm-api-key';
    expect(refused).toMatchObject({ engine: 'built_in', fallback: { reason: 'llm_error' } });
    llm.reply = '';
    expect((await draftOf(bluebird, review.id)).fallback?.reason).toBe('llm_error');
  });

  it('falls back when the model is down', async () => {
    const review = await reviewOf(bluebird, 5);
    await llm.close();
    const draft = await draftOf(bluebird, review.id);
    expect(draft).toMatchObject({ engine: 'built_in', fallback: { reason: 'llm_error' } });
    expect(draft.content).toContain(review.location_name);
  });
});
