/** Monitoring projects: visibility, average position, and the keywords that won or lost positions. */
import { z } from 'zod';
import { normaliseRankingDomain } from '../../../src/domain/rankings-domain.ts';
import { latestDay } from '../../monitoring/position-store.ts';
import { overview, projectCards } from '../../monitoring/project-reads.ts';
import { listProjects, type ProjectRecord } from '../../monitoring/project-store.ts';
import { defineTool, ToolRefusal, type ToolContext } from './chat-tool.ts';

export const projectLink = (id: number) => `/monitoring/project/${id}`;

const MONITORING = { screen: '/monitoring', screenTitle: 'Monitoring' } as const;

export const monitoringProjectsTool = defineTool({
  name: 'monitoring_projects',
  description: 'Lists the monitoring projects with domain, device, keyword count, visibility today and its change over 7 and 30 days, and the average position.',
  ...MONITORING,
  args: z.strictObject({}),
  run: async (context) => {
    const cards = await projectCards(context.db, await listProjects(context.db, context.companyId), context.now);
    return {
      projects: cards.map((card) => ({
        id: card.id,
        domain: card.domain,
        device: card.device,
        keyword_count: card.keyword_count,
        visibility_today: card.visibility_today,
        visibility_change_7: card.visibility_change_7,
        visibility_change_30: card.visibility_change_30,
        average_position: card.average_position,
        link: projectLink(card.id),
      })),
    };
  },
});

/** A project by its domain as a person writes it (with or without www., scheme or path). */
async function projectByDomain(context: ToolContext, domain: string): Promise<ProjectRecord> {
  const wanted = normaliseRankingDomain(domain);
  if (!wanted.ok) throw new ToolRefusal('bad_arguments', `domain: ${wanted.message}`);
  const same = (p: ProjectRecord) => {
    const own = normaliseRankingDomain(p.domain);
    return own.ok && own.domain === wanted.domain;
  };
  const found = (await listProjects(context.db, context.companyId)).find(same);
  if (!found) throw new ToolRefusal('not_found', `There is no monitoring project for "${domain}".`);
  return found;
}

export const monitoringChangesTool = defineTool({
  name: 'monitoring_changes',
  description:
    'For one monitoring project (by domain): the keywords that lost and won the most positions between its latest day and `days` before (up to 10 each), and how many keywords rank in the top 3, 4–10, 11–20, 21–100.',
  ...MONITORING,
  args: z.strictObject({ domain: z.string().trim().min(3).max(253), days: z.number().int().min(1).max(90).default(7) }),
  run: async (context, args) => {
    const project = await projectByDomain(context, args.domain);
    const result = await overview(context.db, project, await latestDay(context.db, project.id), args.days);
    const mover = ({ keyword, from, to, change }: { keyword: string; from: number | null; to: number | null; change: number }) => ({ keyword, from, to, change });
    return {
      project: { id: project.id, domain: project.domain, device: project.device, link: projectLink(project.id) },
      day: result.day,
      compared_with: result.compared_with,
      distribution: result.distribution,
      losers: result.losers.map(mover),
      winners: result.winners.map(mover),
    };
  },
});
