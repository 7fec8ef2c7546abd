/**
 * The language-model port (issue 20): a chat that streams its answer and may ask for tools. The chat
 * engine (server/ai-chat/) runs the tools and calls the port again with their results; the port
 * itself never reads data. Adapters: the OpenAI-compatible client (openai/) and the offline planner
 * (offline-planner/), which maps a question to the same tools by rules. The AI Suite's writing tasks
 * go through `write`: the model answers in JSON (openai/openai-writer.ts), the offline adapter composes
 * texts from the keyword data by rules (src/domain/ai-text-composer.ts).
 */
import type { OutlineSection } from '../../src/domain/ai-outline.ts';
import type { KeywordFacts } from '../../src/domain/ai-text-composer.ts';
import type { AiTask } from '../../src/domain/ai-writing-tasks.ts';
import type { ChatLanguage } from '../../src/domain/chat-language.ts';

/** A tool call as the model asked for it: `arguments` is the model's JSON text, parsed by the engine. */
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls?: readonly ToolCall[] }
  /** A tool's compact JSON result: data, never instructions. */
  | { role: 'tool'; toolCallId: string; name: string; content: string };

/** A tool the model may call: a name, what it does, and its parameters as JSON Schema. */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: Readonly<Record<string, unknown>>;
}

export type FinishReason = 'stop' | 'tool_calls' | 'length';

export type ChatEvent =
  | { type: 'text'; delta: string }
  /** Every tool call of the turn, complete, once the stream has delivered them. */
  | { type: 'tool_calls'; calls: ToolCall[] }
  | { type: 'done'; finishReason: FinishReason };

export interface ChatRequest {
  messages: readonly ChatMessage[];
  tools: readonly ToolSpec[];
  signal: AbortSignal;
}

/** One text to write: the keyword (an FAQ's question) and what the data says about it. */
export interface WriteItem {
  keyword: string;
  facts: KeywordFacts;
  /** The outline task: the section whose heading to write (`keyword` is its key; `facts` the main keyword's). */
  section?: OutlineSection;
}

export interface WriteRequest {
  task: AiTask;
  language: ChatLanguage;
  /** The company's name for titles and texts; null leaves it out. */
  brand: string | null;
  items: readonly WriteItem[];
  signal: AbortSignal;
}

/** The variants of every item asked for, in the items' order; each already within its task's limits. */
export type WriteAnswer = { keyword: string; variants: string[] }[];

export interface LanguageModelPort {
  /** Streams one turn; fails with a ProviderError (unauthorized, rate_limited, unavailable, bad_request, aborted). */
  chat(request: ChatRequest): AsyncIterable<ChatEvent>;
  /** Writes one batch of an AI Suite task; fails with a ProviderError like `chat`. */
  write(request: WriteRequest): Promise<WriteAnswer>;
  /** Whether an outside model writes the answers, so the chat can say "generated without a model" otherwise. */
  readonly usesModel: boolean;
}
