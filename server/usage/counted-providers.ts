import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ChatRequest } from '../providers/language-model.ts';
import type { Providers } from '../providers/ports.ts';
import { countUsage } from './count-usage.ts';

/**
 * The ports no cache stands in front of (SERP, rankings, rank tracking, Amazon volume, the language
 * model), counting every call as paid for the caller of the work under way (decision 0053). The cached
 * ports (metrics, suggestions, ideas, a domain's keywords) count in server/providers/cache/, where
 * cache hits and provider calls are told apart. Counted after a call answers (a failed call counts nothing),
 * but a chat turn when its stream starts.
 */
export function countedProviders(db: Kysely<Database>, providers: Providers): Providers {
  const { serp, rankings, rankTracking, amazon, languageModel } = providers;
  return {
    ...providers,
    serp: {
      serp: async (request) => {
        const answer = await serp.serp(request);
        await countUsage(db, 'serp', { paidKeywords: 1, paidCalls: 1 });
        return answer;
      },
    },
    rankings: {
      rankings: async (request) => {
        const answer = await rankings.rankings(request);
        await countUsage(db, 'rankings', { paidKeywords: request.keywords.length, paidCalls: 1 });
        return answer;
      },
    },
    rankTracking: {
      rankCheck: async (requests, signal) => {
        const answer = await rankTracking.rankCheck(requests, signal);
        await countUsage(db, 'rankTracking', { paidKeywords: requests.length, paidCalls: 1 });
        return answer;
      },
    },
    amazon: {
      amazonVolume: async (request) => {
        const answer = await amazon.amazonVolume(request);
        await countUsage(db, 'amazon', { paidKeywords: request.keywords.length, paidCalls: 1 });
        return answer;
      },
    },
    languageModel: {
      usesModel: languageModel.usesModel,
      // One turn is one call, counted when its stream starts: a turn cut short was still asked for.
      chat: async function* counted(request: ChatRequest) {
        await countUsage(db, 'languageModel', { paidCalls: 1 });
        yield* languageModel.chat(request);
      },
      write: async (request) => {
        const answer = await languageModel.write(request);
        await countUsage(db, 'languageModel', { paidKeywords: request.items.length, paidCalls: 1 });
        return answer;
      },
    },
  };
}
