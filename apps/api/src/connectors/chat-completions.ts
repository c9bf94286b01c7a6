import { z } from 'zod';

/**
 * An OpenAI-compatible chat endpoint (decision 0131): OpenAI, or a self-hosted Ollama or vLLM, all of which answer
 * POST {base}/chat/completions the same way. The operator names it with LLM_BASE_URL, LLM_API_KEY and LLM_MODEL.
 */
export type ChatCompletionsSettings = {
  /** The API's base, as each server documents it: https://api.openai.com/v1, http://localhost:11434/v1. */
  baseUrl: string;
  /** Sent as a bearer token; a local server often needs none. */
  apiKey: string | undefined;
  model: string;
  /** How long a person waits for a draft before the built-in engine answers instead. */
  timeoutMs?: number;
};

export type ChatMessage = { role: 'system' | 'user'; content: string };

export type ChatCompletions = {
  /** The model's answer to the messages, or an error when it failed, timed out or answered nothing. */
  complete: (messages: ChatMessage[], options: { maxTokens: number; temperature: number }) => Promise<string>;
};

/** Long enough for a small self-hosted model to write a paragraph, short enough for someone waiting on a button. */
export const CHAT_TIMEOUT_MS = 20_000;

const answerSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export class ChatCompletionError extends Error {}

export function createChatCompletions(settings: ChatCompletionsSettings): ChatCompletions {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  return {
    async complete(messages, { maxTokens, temperature }) {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model: settings.model, messages, max_tokens: maxTokens, temperature, stream: false }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? CHAT_TIMEOUT_MS),
      });
      // The error body is not read: it may echo the request, and the caller falls back whatever it says.
      if (!response.ok) throw new ChatCompletionError(`chat completions answered HTTP ${response.status}`);
      const answer = answerSchema.safeParse(await response.json());
      const content = answer.success ? answer.data.choices[0]?.message.content?.trim() : undefined;
      if (!content) throw new ChatCompletionError('chat completions answered no text');
      return content;
    },
  };
}
