/**
 * What a briefing takes from the research sources: the questions of the Questions source (Google
 * autocomplete with question words, as `/questions` shows them) and the keyword provider's search
 * intent. Both go through the same cached ports as the research screens.
 */
import type { FastifyBaseLogger } from 'fastify';
import { groupedPhrases } from '../../src/domain/suggest-expansion.ts';
import { phraseIdentity } from '../../src/domain/phrase-validation.ts';
import type { KeywordMetricsLookup } from '../keywords/keyword-rows.ts';
import type { SuggestionListsPort } from '../providers/cache/cached-suggestion-lists.ts';
import { isProviderError } from '../providers/errors.ts';
import type { Market } from '../providers/ports.ts';
import { suggestGroups } from '../sources/suggest-lookup.ts';
import type { BriefingExtras } from './project-analysis.ts';

/** Questions a briefing lists. */
export const BRIEFING_QUESTIONS = 10;

export type BriefingLookup = (keyword: string, market: Market, signal: AbortSignal, log: FastifyBaseLogger) => Promise<BriefingExtras>;

/**
 * Choice: a provider that fails (no credits, an outage) costs the briefing its questions or the
 * provider's intent (the classifier decides then), never the briefing; the failure is logged.
 */
export function briefingLookup(suggestions: SuggestionListsPort, metrics: KeywordMetricsLookup): BriefingLookup {
  return async (keyword, market, signal, log) => {
    const soft = async <T>(what: string, work: () => Promise<T>, fallback: T): Promise<T> => {
      try {
        return await work();
      } catch (error) {
        if (!isProviderError(error) || signal.aborted) throw error;
        log.warn({ code: error.code }, `briefing: ${what} unavailable: ${error.message}`);
        return fallback;
      }
    };
    const [questions, intent] = await Promise.all([
      soft('questions', async () => {
        const groups = await suggestGroups(keyword, ['questions'], market, suggestions, signal);
        const seed = phraseIdentity(keyword);
        return groupedPhrases(groups).filter((q) => phraseIdentity(q) !== seed).slice(0, BRIEFING_QUESTIONS);
      }, [] as string[]),
      soft('intent', async () => (await metrics({ keywords: [keyword], ...market, signal }))[0]?.search_intent ?? undefined, undefined),
    ]);
    return { questions, providedIntent: intent };
  };
}
