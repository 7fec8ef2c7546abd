/** A chat answer run straight through the engine over the seeded database, as a given demo user. */
import type { Kysely } from 'kysely';
import { answer, type Answer } from '../../server/ai-chat/chat-engine.ts';
import type { ToolContext } from '../../server/ai-chat/tools/chat-tool.ts';
import { companyAccessOf } from '../../server/auth/access-store.ts';
import { PreparedPageCache } from '../../server/content/prepared-page-cache.ts';
import type { Database } from '../../server/db/schema.ts';
import { createKeywordRowsLookup } from '../../server/keywords/keyword-rows.ts';
import type { LanguageModelPort } from '../../server/providers/language-model.ts';
import { offlinePlanner } from '../../server/providers/offline-planner/offline-planner.ts';
import { sampleMetrics } from '../../server/providers/sample/index.ts';

export const keywordRows = createKeywordRowsLookup(sampleMetrics);
/** One cache for every answer of a test file, as the app keeps one for all requests. */
export const contentPages = new PreparedPageCache();

export async function toolContext(db: Kysely<Database>, email: string, companyId: number, signal = new AbortController().signal): Promise<ToolContext> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const facts = await companyAccessOf(db, user.id, companyId);
  if (!facts) throw new Error(`${email} is no member of company ${companyId}`);
  return { db, companyId, access: facts.context, keywordRows, contentPages, now: new Date(), signal };
}

export type Asked = Answer & { streamed: string[]; toolNames: string[] };

export async function ask(db: Kysely<Database>, question: string, options: { email?: string; companyId?: number; model?: LanguageModelPort } = {}): Promise<Asked> {
  const context = await toolContext(db, options.email ?? 'power@demo.test', options.companyId ?? 1);
  const streamed: string[] = [];
  const result = await answer(options.model ?? offlinePlanner(), [{ role: 'user', content: question }], context, { onText: (delta) => streamed.push(delta) });
  return { ...result, streamed, toolNames: result.tools.map((t) => t.call.name) };
}
