import { type FakeAnswer, type FakeControls, type FakeRequest, startFakeServer } from './fake-http';

export type FakeChatCompletions = FakeControls & {
  /** What the model answers next; a test sets it before asking for a draft. */
  reply: string;
  /** The chat requests received, as sent. */
  chats: { model: string; messages: { role: string; content: string }[] }[];
};

const openAiError = (status: number, type: string, code: string | null, message: string): FakeAnswer => ({
  status,
  body: { error: { message, type, param: null, code } },
});

/**
 * An OpenAI-compatible chat API on 127.0.0.1 (as OpenAI, Ollama's /v1 and vLLM answer it): POST /v1/chat/completions
 * with model and messages answers a chat.completion whose one choice is `reply`. Errors in OpenAI's words: 401
 * invalid_api_key, 429 rate_limit_exceeded, 503 server_error, 400 invalid_request_error.
 */
export async function startFakeChatCompletions(apiKey = 'llm-api-key'): Promise<FakeChatCompletions> {
  let serial = 0;
  function route(request: FakeRequest): FakeAnswer {
    if (request.method !== 'POST' || request.url.pathname !== '/v1/chat/completions') {
      return openAiError(404, 'invalid_request_error', null, `Unknown request URL: ${request.url.pathname}`);
    }
    const { model, messages } = request.body as { model?: unknown; messages?: unknown };
    if (typeof model !== 'string' || !Array.isArray(messages) || messages.length === 0) {
      return openAiError(400, 'invalid_request_error', null, "'model' and 'messages' are required");
    }
    fake.chats.push({ model, messages: messages as FakeChatCompletions['chats'][number]['messages'] });
    serial += 1;
    return {
      status: 200,
      body: {
        id: `chatcmpl-${serial}`,
        object: 'chat.completion',
        created: 1_767_225_600 + serial,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: fake.reply }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 120, completion_tokens: 60, total_tokens: 180 },
      },
    };
  }
  const controls = await startFakeServer(
    {
      route,
      unauthorized: openAiError(401, 'invalid_request_error', 'invalid_api_key', 'Incorrect API key provided.'),
      throttled: (seconds) => ({
        ...openAiError(429, 'requests', 'rate_limit_exceeded', 'Rate limit reached.'),
        headers: { 'retry-after': String(seconds) },
      }),
      unavailable: openAiError(503, 'server_error', null, 'The server is overloaded or not ready yet.'),
    },
    apiKey,
  );
  const fake: FakeChatCompletions = Object.assign(controls, { reply: '', chats: [] });
  return fake;
}
