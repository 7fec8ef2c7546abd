/**
 * The briefing an AI project's outline is built from (issue 20, decision 0060): the content
 * project's, computed exactly as the content suite's briefing screen computes it (its selected
 * competitors' headings and terms, the Questions source's questions, the search intent).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { OutlineBrief } from '../../src/domain/ai-outline.ts';
import type { BriefingLookup } from '../content/briefing-lookups.ts';
import { findProject } from '../content/content-store.ts';
import type { PreparedPageCache } from '../content/prepared-page-cache.ts';
import { briefingOf, briefingView, preparedCompetitors } from '../content/project-analysis.ts';
import type { Database } from '../db/schema.ts';

/** The content project's briefing for the outline; null when the company has no such content project (any more). */
export type ProjectBriefing = (companyId: number, contentProjectId: number, signal: AbortSignal, log: FastifyBaseLogger) => Promise<OutlineBrief | null>;

export function projectBriefing(db: Kysely<Database>, cache: PreparedPageCache, lookup: BriefingLookup): ProjectBriefing {
  return async (companyId, contentProjectId, signal, log) => {
    const project = await findProject(db, companyId, contentProjectId);
    if (!project) return null;
    const market = { location: project.location, language: project.language };
    const [competitors, extras] = await Promise.all([preparedCompetitors(db, cache, project), lookup(project.main_keyword, market, signal, log)]);
    return briefingView(briefingOf(project.main_keyword, competitors, extras));
  };
}
