import { resolveRoute } from './access.ts';
import { suiteAvailable, type AccessContext, type Suite } from './access-rules.ts';

/**
 * The suite cards of Home (issue 21): one per suite part the person may open, in the side
 * navigation's order, each leading to a screen the access rules let them into, so no card bounces.
 */
export const HOME_CARD_IDS = ['research', 'brands', 'monitoring', 'internal-searches', 'content', 'ai', 'chat'] as const;
export type HomeCardId = (typeof HOME_CARD_IDS)[number];

export interface HomeCard {
  readonly id: HomeCardId;
  readonly title: string;
  readonly href: string;
}

interface CardRule {
  readonly id: HomeCardId;
  readonly title: string;
  readonly suite: Suite;
  /** The screens the card may lead to, first allowed wins. */
  readonly targets: readonly string[];
}

const RULES: readonly CardRule[] = [
  { id: 'research', title: 'Research', suite: 'research', targets: ['/collections', '/ideas', '/suggests', '/searchvolume', '/questions'] },
  { id: 'brands', title: 'Brands', suite: 'research', targets: ['/brands'] },
  { id: 'monitoring', title: 'Monitoring', suite: 'monitoring', targets: ['/monitoring'] },
  { id: 'internal-searches', title: 'Internal Searches', suite: 'monitoring', targets: ['/internal-searches'] },
  { id: 'content', title: 'Content', suite: 'content', targets: ['/content-projects'] },
  { id: 'ai', title: 'AI Suite', suite: 'ai', targets: ['/ai-suite'] },
  { id: 'chat', title: 'AI Chat (beta)', suite: 'chat', targets: ['/seo-ai'] },
];

export function homeCards(ctx: AccessContext): HomeCard[] {
  return RULES.flatMap((rule) => {
    if (!suiteAvailable(ctx, rule.suite)) return [];
    const href = rule.targets.find((target) => resolveRoute(target, ctx).kind === 'allow');
    return href === undefined ? [] : [{ id: rule.id, title: rule.title, href }];
  });
}
