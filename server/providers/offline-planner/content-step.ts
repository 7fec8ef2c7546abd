/**
 * The offline planner's step for a content question: the project is found by its keyword in the
 * company's own list (content_projects), never guessed; then content_project_terms is asked with the
 * filter the question's aspect needs, and the answer written from its result.
 */
import type { ContentAspect, ContentIntent } from '../../../src/domain/chat-content-intents.ts';
import { findNamed } from '../../../src/domain/chat-intents.ts';
import type { ChatLanguage } from '../../../src/domain/chat-language.ts';
import { noAccess, refusalText } from './answer-text.ts';
import { contentListAnswer, contentTermsAnswer, whichContentProject } from './content-answers.ts';
import type { CallStep, FinishStep, Step } from './step-types.ts';
import { contentTermsResultSchema, isRefusal, readResult, type ContentProjectsResult } from './tool-results.ts';

/** The aspects that list terms take the question's limit; the others name the first three to use more. */
function termArgs(aspect: ContentAspect, limit: number): Record<string, unknown> {
  if (aspect === 'more' || aspect === 'fewer') return { recommendation: aspect, limit };
  if (aspect === 'missing') return { missing_only: true, limit };
  if (aspect === 'terms') return { limit };
  return { recommendation: 'more', limit: 3 };
}

/** The keyword of the company's content project the question names, or undefined. */
export function contentProjectNamed(question: string, projects: ContentProjectsResult | undefined): string | undefined {
  return findNamed(question, projects?.projects.map((p) => p.keyword) ?? []);
}

export function contentStep(question: string, language: ChatLanguage, intent: ContentIntent, projects: ContentProjectsResult | undefined, call: CallStep, finish: FinishStep): Step {
  if (!projects) return finish(noAccess(language, 'Content projects'));
  if (intent.kind === 'list_content_projects') return finish(contentListAnswer(language, projects));
  const keyword = contentProjectNamed(question, projects);
  const project = projects.projects.find((p) => p.keyword === keyword);
  if (!project) return finish(whichContentProject(language, projects));
  return call('content_project_terms', { project_id: project.id, ...termArgs(intent.aspect, intent.limit) }, (content) => {
    const result = readResult(contentTermsResultSchema, content);
    return result === undefined || isRefusal(result) ? refusalText(language, content) : contentTermsAnswer(language, result, intent.aspect);
  });
}
