import { bindCommands } from '../../../commands/bind-commands.ts';
import type { Command, CommandDescriptor } from '../../../commands/command-types.ts';
import type { ContentProjectScreen } from '../../../domain/contracts/content-analysis.ts';

const section = 'Content project';

/**
 * The commands every shareable project screen has (competitors, WDF*IDF, briefing, editor): the four
 * tabs, the share link and the way back. Scoped to the screen that binds them (its path), because
 * the four screens share no path prefix.
 */
export const CONTENT_PROJECT_FRAME_COMMANDS = [
  { id: 'content.project.competitors', title: 'Show the project competitors', keywords: ['competitors', 'pages', 'serp', 'tab'], section, scope: 'screen' },
  { id: 'content.project.wdf-idf', title: 'Show the project WDF*IDF analysis', keywords: ['wdf', 'idf', 'terms', 'analysis', 'tab'], section, scope: 'screen' },
  { id: 'content.project.briefing', title: 'Show the project briefing', keywords: ['briefing', 'brief', 'writer', 'tab'], section, scope: 'screen' },
  { id: 'content.project.editor', title: 'Show the project editor', keywords: ['editor', 'draft', 'write', 'tab'], section, scope: 'screen' },
  { id: 'content.project.share', title: 'Share this content project (copy link)', keywords: ['share', 'link', 'copy', 'public', 'read-only'], section, scope: 'screen' },
  { id: 'content.project.copy-link', title: 'Copy the share link of this screen', keywords: ['copy', 'link', 'share', 'url'], section, scope: 'screen' },
  { id: 'content.project.unshare', title: 'Stop sharing this content project', keywords: ['unshare', 'revoke', 'private', 'link'], section, scope: 'screen' },
  { id: 'content.project.back', title: 'Back to all content projects', keywords: ['back', 'list', 'projects', 'content'], section, scope: 'screen' },
] as const satisfies readonly CommandDescriptor[];

export interface FrameActions {
  /** A logged-in member who may change the project (not behind a share link). */
  readonly member: boolean;
  /** Logged in at all: the way back to the project list makes sense. */
  readonly loggedIn: boolean;
  readonly shared: boolean;
  readonly current: ContentProjectScreen;
  open(screen: ContentProjectScreen): void;
  share(): void;
  copyLink(): void;
  unshare(): void;
  back(): void;
}

export function contentProjectFrameCommands(route: string, actions: FrameActions): Command[] {
  const tab = (screen: ContentProjectScreen) => ({ when: () => actions.current !== screen, run: () => actions.open(screen) });
  return bindCommands(
    CONTENT_PROJECT_FRAME_COMMANDS,
    {
      'content.project.competitors': tab('competitors'),
      'content.project.wdf-idf': tab('wdfIdf'),
      'content.project.briefing': tab('briefing'),
      'content.project.editor': tab('editor'),
      'content.project.share': { when: () => actions.member && !actions.shared, run: actions.share },
      'content.project.copy-link': { when: () => actions.member && actions.shared, run: actions.copyLink },
      'content.project.unshare': { when: () => actions.member && actions.shared, run: actions.unshare },
      'content.project.back': { when: () => actions.loggedIn, run: actions.back },
    },
    { route },
  );
}
