import { bindEach } from '../../commands/bind-commands.ts';
import type { Command, CommandDescriptor } from '../../commands/command-types.ts';
import { helpArticleFor } from '../../domain/help-article.ts';
import { ARTICLES, articleHref, KNOWLEDGE_ENTRIES } from './article-catalogue.ts';

interface HelpDescriptor extends CommandDescriptor {
  readonly id: 'help.screen' | `help.article.${string}`;
  readonly scope: 'global';
}

/**
 * The help key: F1 is the help key people know from desktop programs and no command used it; `?`
 * already shows the screen's shortcut sheet (decision 0041). It opens the article of the screen,
 * or the knowledge base's start where no article speaks about the screen.
 */
export const HELP_KEY = 'F1';

/** "Help for this screen" and one "Help: …" entry per knowledge-base entry, for the palette, everywhere. */
export const HELP_COMMANDS: readonly HelpDescriptor[] = [
  { id: 'help.screen', title: 'Help for this screen', keywords: ['help', 'article', 'knowledge', 'tutorial', 'explain', 'F1'], section: 'Help', scope: 'global', shortcut: HELP_KEY },
  ...KNOWLEDGE_ENTRIES.map((entry): HelpDescriptor => ({
    id: `help.article.${entry.id}`,
    title: `Help: ${entry.title}`,
    keywords: ['help', 'article', 'knowledge', ...entry.keywords],
    section: 'Help',
    scope: 'global',
    href: articleHref(entry.id),
  })),
];

/** Bound once: they act only through the context's navigation, so the shell registers them for every screen. */
export const BOUND_HELP_COMMANDS: readonly Command[] = bindEach(HELP_COMMANDS, (descriptor) => ({
  run: (ctx) => ctx.effects.navigate(descriptor.href ?? articleHref(helpArticleFor(ctx.route, ARTICLES))),
}));
