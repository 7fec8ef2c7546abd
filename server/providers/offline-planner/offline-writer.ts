/**
 * The offline adapter's writing (AI Suite, issue 20): every item's variants composed from its keyword
 * data by the templates of src/domain/ai-text-composer.ts, an outline's headings from its briefing's
 * sections by the rules of src/domain/ai-outline.ts. Labelled "generated without a model" by
 * the caller (`usesModel` is false); it states no number the data does not hold.
 */
import { outlineHeading } from '../../../src/domain/ai-outline.ts';
import { composeTexts } from '../../../src/domain/ai-text-composer.ts';
import { abortedError } from '../errors.ts';
import type { WriteAnswer, WriteRequest } from '../language-model.ts';

export async function writeOffline(request: WriteRequest): Promise<WriteAnswer> {
  if (request.signal.aborted) throw abortedError(request.signal);
  return request.items.map((item) => ({
    keyword: item.keyword,
    variants:
      request.task === 'outline' && item.section
        ? [outlineHeading(item.section, item.facts.intent, request.language)]
        : composeTexts({ task: request.task, language: request.language, facts: item.facts, brand: request.brand }),
  }));
}
