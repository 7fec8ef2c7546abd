/**
 * An OpenAI-compatible chat model serves the language-model port when OPENAI_API_KEY is set
 * (OpenAI itself, or any server speaking its chat completions API at OPENAI_BASE_URL).
 */
import { portAdapter } from '../registry/port-adapter.ts';
import { providerAccount } from '../registry/provider-account.ts';
import { httpUrl, providerTimeoutEnv } from '../registry/env-rules.ts';
import { z } from 'zod';
import { openAiChat } from './openai-chat.ts';

export const openAiAccount = providerAccount({
  env: {
    OPENAI_API_KEY: z.string().min(1),
    OPENAI_BASE_URL: httpUrl.default('https://api.openai.com/v1'),
    OPENAI_MODEL: z.string().min(1, 'must name a model').default('gpt-4o-mini'),
    ...providerTimeoutEnv,
  },
  required: ['OPENAI_API_KEY'],
  connect: (e, options) =>
    openAiChat({ baseUrl: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, model: e.OPENAI_MODEL, timeoutMs: e.PROVIDER_TIMEOUT_MS, ...(options.fetch ? { fetch: options.fetch } : {}) }),
});

export const openAiChatAdapter = portAdapter('openai', openAiAccount, (port) => port);
