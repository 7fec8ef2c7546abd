/**
 * The offline planner's decisions for one question: which tools to call, in two stages (first the
 * company's catalogue, to find the collection or project the question names; then the tools the
 * intent needs), and which template answers once every result is in. Pure over the question and the
 * results so far, so the same question with the same data always takes the same steps.
 */
import { domainInQuestion, findNamed, findProjectDomain, mentionsCollection, understand, type Intent } from '../../../src/domain/chat-intents.ts';
import type { ChatLanguage } from '../../../src/domain/chat-language.ts';
import { capabilities, escapeMarkdown, noAccess, OFFLINE_NOTE, refusalText, say } from './answer-text.ts';
import { collectionCountAnswer, collectionKeywordsAnswer, collectionListAnswer, keywordMetricsAnswer, seasonalityAnswer } from './collection-answers.ts';
import { contentProjectNamed, contentStep } from './content-step.ts';
import type { CallStep, Made, PlannedCall, Step } from './step-types.ts';
import { changesAnswer, projectsAnswer } from './monitoring-answers.ts';
import {
  changesResultSchema,
  collectionKeywordsResultSchema,
  collectionsResultSchema,
  contentProjectsResultSchema,
  isRefusal,
  keywordMetricsResultSchema,
  projectsResultSchema,
  readResult,
  seasonalityResultSchema,
  type CollectionsResult,
  type ContentProjectsResult,
  type ProjectsResult,
} from './tool-results.ts';


/** Seasonality is asked for at most this many collections when the question names none. */
export const MAX_SEASONAL_COLLECTIONS = 5;

const sameCall = (a: PlannedCall, b: PlannedCall) => a.name === b.name && JSON.stringify(a.args) === JSON.stringify(b.args);

function resultOf(made: readonly Made[], call: PlannedCall): string | undefined {
  return made.find((m) => sameCall(m, call))?.content;
}

const MONITORING_KINDS: ReadonlySet<Intent['kind']> = new Set(['monitoring_changes', 'visibility', 'list_projects']);
const CONTENT_KINDS: ReadonlySet<Intent['kind']> = new Set(['content_project', 'list_content_projects']);

/** The screen a tool's data belongs to, for saying which access is missing. */
function screenOf(tool: string): string {
  if (tool.startsWith('monitoring')) return 'Monitoring';
  if (tool.startsWith('content')) return 'Content projects';
  return tool === 'keyword_metrics' ? 'Google Search Volume' : 'Collections';
}

type Catalogue = { collections?: CollectionsResult; projects?: ProjectsResult; contentProjects?: ContentProjectsResult };

function catalogueCalls(question: string, available: ReadonlySet<string>): PlannedCall[] {
  const first = understand(question);
  if (first.intent.kind === 'help') return [];
  if (MONITORING_KINDS.has(first.intent.kind)) return available.has('monitoring_projects') ? [{ name: 'monitoring_projects', args: {} }] : [];
  if (CONTENT_KINDS.has(first.intent.kind)) return available.has('content_projects') ? [{ name: 'content_projects', args: {} }] : [];
  return available.has('list_collections') ? [{ name: 'list_collections', args: {} }] : [];
}

function readCatalogue(made: readonly Made[]): Catalogue {
  const collections = readResult(collectionsResultSchema, resultOf(made, { name: 'list_collections', args: {} }));
  const projects = readResult(projectsResultSchema, resultOf(made, { name: 'monitoring_projects', args: {} }));
  const contentProjects = readResult(contentProjectsResultSchema, resultOf(made, { name: 'content_projects', args: {} }));
  return {
    ...(collections && !isRefusal(collections) ? { collections } : {}),
    ...(projects && !isRefusal(projects) ? { projects } : {}),
    ...(contentProjects && !isRefusal(contentProjects) ? { contentProjects } : {}),
  };
}

/** The next step for `question`, given the tools the caller may use and the calls made so far this turn. */
export function nextStep(question: string, available: ReadonlySet<string>, made: readonly Made[]): Step {
  const catalogueNeeded = catalogueCalls(question, available);
  const missingCatalogue = catalogueNeeded.filter((call) => resultOf(made, call) === undefined);
  if (missingCatalogue.length > 0) return { calls: missingCatalogue };

  const catalogue = readCatalogue(made);
  const collectionName = findNamed(question, catalogue.collections?.collections.map((c) => c.name) ?? []);
  const { language, intent } = understand(question, collectionName !== undefined, contentProjectNamed(question, catalogue.contentProjects) !== undefined);
  const collection = catalogue.collections?.collections.find((c) => c.name === collectionName);
  const finish = (text: string): Step => ({ answer: `${text}\n\n${say(language, OFFLINE_NOTE)}` });
  const call: CallStep = (name, args, write) => {
    if (!available.has(name)) return finish(noAccess(language, screenOf(name)));
    const planned = { name, args };
    const content = resultOf(made, planned);
    return content === undefined ? { calls: [planned] } : finish(write(content));
  };

  switch (intent.kind) {
    case 'help':
      return finish(capabilities(language));
    case 'unknown':
      if (catalogue.collections && mentionsCollection(question)) return finish(unknownCollection(language, catalogue.collections));
      return finish(`${say(language, { de: 'Diese Frage kann ich aus Ihren Daten nicht beantworten.', en: 'I cannot answer this question from your data.' })}\n\n${capabilities(language)}`);
    case 'list_collections':
      if (!catalogue.collections) return finish(noAccess(language, 'Collections'));
      return finish(collectionListAnswer(language, catalogue.collections));
    case 'collection_count':
      if (!collection) return finish(noAccess(language, 'Collections'));
      return finish(collectionCountAnswer(language, collection));
    case 'collection_keywords': {
      if (!collection) return finish(noAccess(language, 'Collections'));
      const args = { collection: collection.name, sort: intent.sort, order: intent.order, limit: intent.limit, ...(intent.month === undefined ? {} : { month: intent.month }), ...(intent.contains === undefined ? {} : { contains: intent.contains }) };
      return call('collection_keywords', args, (content) => {
        const result = readResult(collectionKeywordsResultSchema, content);
        return result === undefined || isRefusal(result) ? refusalText(language, content) : collectionKeywordsAnswer(language, result, intent);
      });
    }
    case 'list_content_projects':
    case 'content_project':
      return contentStep(question, language, intent, catalogue.contentProjects, call, finish);
    case 'seasonal':
      return seasonalStep(question, language, intent.limit, available, made, catalogue, collection?.name, finish);
    case 'keyword_metrics':
      return call('keyword_metrics', { phrases: intent.phrases }, (content) => {
        const result = readResult(keywordMetricsResultSchema, content);
        return result === undefined || isRefusal(result) ? refusalText(language, content) : keywordMetricsAnswer(language, result);
      });
    case 'visibility':
    case 'list_projects':
    case 'monitoring_changes': {
      if (!catalogue.projects) return finish(noAccess(language, 'Monitoring'));
      const domains = catalogue.projects.projects.map((p) => p.domain);
      const named = findProjectDomain(question, domains);
      const asked = domainInQuestion(question);
      if (named === undefined && asked !== undefined) {
        return finish(say(language, { de: `Sie haben kein Monitoring-Projekt für ${escapeMarkdown(asked)}.`, en: `You have no monitoring project for ${escapeMarkdown(asked)}.` }));
      }
      if (intent.kind !== 'monitoring_changes') return finish(projectsAnswer(language, catalogue.projects, intent.kind === 'visibility' ? named : undefined));
      const domain = named ?? (domains.length === 1 ? domains[0] : undefined);
      if (domain === undefined) {
        return finish(say(language, {
          de: `Für welches Projekt? Sie haben ${domains.length === 0 ? 'keines' : domains.map(escapeMarkdown).join(', ')}.`,
          en: `Which project? You have ${domains.length === 0 ? 'none' : domains.map(escapeMarkdown).join(', ')}.`,
        }));
      }
      return call('monitoring_changes', { domain, days: intent.days }, (content) => {
        const result = readResult(changesResultSchema, content);
        return result === undefined || isRefusal(result) ? refusalText(language, content) : changesAnswer(language, result, intent.direction);
      });
    }
  }
}

function unknownCollection(language: ChatLanguage, collections: CollectionsResult): string {
  const names = collections.collections.map((c) => escapeMarkdown(c.name)).join(', ');
  return say(language, {
    de: `Ich finde keine Ihrer Sammlungen in der Frage. ${names === '' ? 'Sie haben noch keine Sammlung.' : `Ihre Sammlungen: ${names}.`}`,
    en: `I find none of your collections named in the question. ${names === '' ? 'You have no collection yet.' : `Your collections: ${names}.`}`,
  });
}

function seasonalStep(
  question: string,
  language: ChatLanguage,
  limit: number,
  available: ReadonlySet<string>,
  made: readonly Made[],
  catalogue: Catalogue,
  named: string | undefined,
  finish: (text: string) => Step,
): Step {
  void question;
  if (!catalogue.collections || !available.has('seasonality')) return finish(noAccess(language, 'Collections'));
  const names = named !== undefined ? [named] : catalogue.collections.collections.slice(0, MAX_SEASONAL_COLLECTIONS).map((c) => c.name);
  if (names.length === 0) return finish(say(language, { de: 'Sie haben noch keine Sammlung, deren Keywords ich prüfen könnte.', en: 'You have no collection whose keywords I could check.' }));
  const calls = names.map((collection) => ({ name: 'seasonality', args: { collection, limit } }));
  const missing = calls.filter((c) => resultOf(made, c) === undefined);
  if (missing.length > 0) return { calls: missing };
  const results = calls.map((c) => readResult(seasonalityResultSchema, resultOf(made, c)));
  const read = results.flatMap((r) => (r === undefined || isRefusal(r) ? [] : [r]));
  return finish(read.length === 0 ? refusalText(language, resultOf(made, calls[0] as PlannedCall)) : seasonalityAnswer(language, read));
}
