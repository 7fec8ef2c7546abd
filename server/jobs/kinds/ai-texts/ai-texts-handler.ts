import { keywordFacts } from '../../../../src/domain/ai-keyword-facts.ts';
import type { OutlineSection } from '../../../../src/domain/ai-outline.ts';
import type { KeywordFacts } from '../../../../src/domain/ai-text-composer.ts';
import { AI_TASK_RULES } from '../../../../src/domain/ai-writing-tasks.ts';
import { emptyKeywordRow, type KeywordRow } from '../../../../src/domain/keyword-row.ts';
import { findProject, projectRows } from '../../../ai-suite/ai-project-store.ts';
import { saveResults } from '../../../ai-suite/ai-result-store.ts';
import { createKeywordRowsLookup } from '../../../keywords/keyword-rows.ts';
import type { JobServices } from '../../job-kind.ts';
import type { BatchContext, BatchResult } from '../../job-port.ts';
import { AI_TEXTS_BATCH, type AiTextsPayload } from './ai-texts-payload.ts';

function keywordsOf(batch: unknown[]): string[] {
  return batch.map((item, index) => {
    if (typeof item !== 'string') throw new Error(`item ${index + 1} of the batch is no keyword`);
    return item;
  });
}

type Item = { keyword: string; position: number; row: KeywordRow; facts: KeywordFacts; section?: OutlineSection };

/** An outline's sections as items: the H1's row is the page keyword's, the others have none of their own. */
function outlineItems(keys: readonly string[], payload: AiTextsPayload, main: KeywordRow | undefined): Item[] {
  const sections = new Map((payload.outline?.sections ?? []).map((s, position) => [s.key, { section: s, position }]));
  return keys.map((key) => {
    const found = sections.get(key);
    if (!found) throw new Error(`the outline of the run has no section ${key}`);
    const { section, position } = found;
    const row = section.level === 1 && main ? { ...main, keyword: key } : emptyKeywordRow(key);
    const facts: KeywordFacts = { keyword: payload.main_keyword ?? key, intent: payload.outline?.intent ?? 'informational', peak: null, season: null, related: section.terms };
    return { keyword: key, position, row, facts, section };
  });
}

/**
 * One batch of an AI Suite writing run: up to 10 keywords (an FAQ's questions) written through the
 * language-model port in one call and stored at once, so a restarted run never writes a finished
 * batch again. The project is read as the job's company's: a deleted project fails its items.
 */
export function aiTextsHandler({ db, providers, keywordMetrics }: Pick<JobServices, 'db' | 'providers' | 'keywordMetrics'>) {
  const keywordRows = createKeywordRowsLookup(keywordMetrics);
  return async (batch: unknown[], ctx: BatchContext, payload: AiTextsPayload): Promise<BatchResult> => {
    const keywords = keywordsOf(batch);
    const project = await findProject(db, ctx.companyId, payload.project_id);
    if (!project) return { items: [], failed: keywords.map((item) => ({ item, reason: 'the AI project was deleted' })) };
    const all = await projectRows(db, project.id);
    const projectKeywords = all.map((k) => k.row);
    let items: Item[];
    const over = AI_TASK_RULES[payload.task].over;
    if (over === 'briefing') {
      items = outlineItems(keywords, payload, all[0]?.row);
    } else if (over === 'questions') {
      const rows = await keywordRows({ keywords, location: project.location, language: project.language, signal: ctx.signal });
      const found = new Map(rows.map((r) => [r.keyword, r]));
      items = keywords.map((keyword, i) => {
        const row = found.get(keyword) ?? emptyKeywordRow(keyword);
        return { keyword, position: ctx.index * AI_TEXTS_BATCH + i, row, facts: { ...keywordFacts(row, []), related: payload.main_keyword === null ? [] : [payload.main_keyword] } };
      });
    } else {
      const wanted = new Set(keywords);
      items = all.filter((k) => wanted.has(k.keyword)).map((k) => ({ keyword: k.keyword, position: k.position, row: k.row, facts: keywordFacts(k.row, projectKeywords) }));
    }
    const model = providers.languageModel;
    const written = await model.write({ task: payload.task, language: payload.language, brand: payload.brand, items, signal: ctx.signal });
    const variants = new Map(written.map((w) => [w.keyword, w.variants]));
    const writer = model.usesModel ? 'model' : 'rules';
    await saveResults(db, project.id, payload.task, items.map((item) => ({ keyword: item.keyword, position: item.position, row: item.row, variants: variants.get(item.keyword) ?? [], writer })));
    return { items: items.map((item) => item.keyword) };
  };
}
