/**
 * Content projects: the list, and one project's term analysis (WDF*IDF) against its draft with the
 * draft's score and length and the briefing's target length. Every number is the content suite's own
 * (content-store, project-analysis, draft-score over the app's one PreparedPageCache), so the chat
 * says what the project's screens show.
 */
import { z } from 'zod';
import { TERM_RECOMMENDATIONS } from '../../../src/domain/content-term-analysis.ts';
import { contentProjectPath } from '../../../src/domain/contracts/content-analysis.ts';
import type { ContentProject } from '../../../src/domain/contracts/content.ts';
import { findProject, listProjects, projectViews, type ProjectRecord } from '../../content/content-store.ts';
import { scoreTargets } from '../../content/draft-score.ts';
import { projectTermAnalysis } from '../../content/project-analysis.ts';
import { defineTool, ToolRefusal, type ToolContext } from './chat-tool.ts';

/** SPEC §6: the content suite's guard, as /content-projects and its API. */
const CONTENT = { screen: '/content-projects', screenTitle: 'Content projects' } as const;

export const contentLinks = (id: number) => ({ link: contentProjectPath('wdfIdf', id), editor_link: contentProjectPath('editor', id) });

async function viewOf(context: ToolContext, project: ProjectRecord): Promise<ContentProject> {
  const [view] = await projectViews(context.db, [project]);
  if (!view) throw new Error(`content project ${project.id} has no view`);
  return view;
}

export const contentProjectsTool = defineTool({
  name: 'content_projects',
  description:
    'Lists the content projects of the company: main keyword, market, status, selected competitors, the draft\'s word count and content score (0–100), with links to the WDF*IDF analysis and the editor.',
  ...CONTENT,
  args: z.strictObject({}),
  run: async (context) => ({
    projects: (await projectViews(context.db, await listProjects(context.db, context.companyId))).map((p) => ({
      id: p.id,
      keyword: p.main_keyword,
      secondary_keywords: p.secondary_keywords,
      location: p.location,
      language: p.language,
      device: p.device,
      status: p.status,
      selected_count: p.selected_count,
      word_count: p.editor.word_count,
      content_score: p.editor.content_score,
      ...contentLinks(p.id),
    })),
  }),
});

export const contentProjectTermsArgs = z
  .strictObject({
    project: z.string().trim().min(1).max(200).optional().describe('The main keyword of the content project, as content_projects gives it'),
    project_id: z.number().int().positive().optional().describe('The id from content_projects; wins over `project`'),
    recommendation: z.enum(TERM_RECOMMENDATIONS).optional().describe('Only terms with this recommendation: more = the draft\'s WDF is below the competitors\' average, fewer = above their maximum, fine = within'),
    missing_only: z.boolean().optional().describe('true: only terms the draft does not use at all'),
    limit: z.number().int().min(1).max(50).default(10),
  })
  .refine((args) => args.project !== undefined || args.project_id !== undefined, { message: 'name the project or give its project_id', path: ['project'] });

/** The company's project by id, or by main keyword (the newest of several with the same keyword). */
async function projectNamed(context: ToolContext, args: { project?: string | undefined; project_id?: number | undefined }): Promise<ProjectRecord> {
  if (args.project_id !== undefined) {
    const found = await findProject(context.db, context.companyId, args.project_id);
    if (!found) throw new ToolRefusal('not_found', `There is no content project ${args.project_id}.`);
    return found;
  }
  const wanted = (args.project ?? '').toLowerCase();
  const found = (await listProjects(context.db, context.companyId)).find((p) => p.main_keyword.toLowerCase() === wanted);
  if (!found) throw new ToolRefusal('not_found', `There is no content project for "${args.project ?? ''}".`);
  return found;
}

export const contentProjectTermsTool = defineTool({
  name: 'content_project_terms',
  description:
    'For one content project: its term analysis (WDF*IDF of the selected competitors against the saved draft; terms strongest first, filtered and limited, each with average and maximum WDF of the competitors, the draft\'s count and WDF and a recommendation), how many terms carry each recommendation, the draft\'s word count and content score, and the briefing\'s target word count.',
  ...CONTENT,
  args: contentProjectTermsArgs,
  run: async (context, args) => {
    const project = await projectNamed(context, args);
    // The same cache as the content screens: pages stemmed for them are not stemmed again here.
    const [view, analysis, targets] = await Promise.all([
      viewOf(context, project),
      projectTermAnalysis(context.db, context.contentPages, project),
      scoreTargets(context.db, context.contentPages, project),
    ]);
    const kept = analysis.terms.filter((t) => (args.recommendation === undefined || t.recommendation === args.recommendation) && (args.missing_only !== true || t.own_count === 0));
    const count = (keep: (t: (typeof analysis.terms)[number]) => boolean) => analysis.terms.filter(keep).length;
    return {
      project: { id: project.id, keyword: project.main_keyword, location: project.location, language: project.language, device: project.device, ...contentLinks(project.id) },
      competitor_count: analysis.competitor_count,
      draft: { word_count: view.editor.word_count, content_score: view.editor.content_score },
      target_word_count: targets?.wordCount ?? null,
      analysed_terms: analysis.terms.length,
      recommendations: { more: count((t) => t.recommendation === 'more'), fewer: count((t) => t.recommendation === 'fewer'), fine: count((t) => t.recommendation === 'fine'), missing: count((t) => t.own_count === 0) },
      matched: kept.length,
      terms: kept.slice(0, args.limit).map((t) => ({
        term: t.term,
        wdf_idf: t.wdf_idf,
        average_wdf: t.average_wdf,
        max_wdf: t.max_wdf,
        holding: t.holding,
        own_count: t.own_count,
        own_wdf: t.own_wdf,
        recommendation: t.recommendation,
      })),
    };
  },
});
