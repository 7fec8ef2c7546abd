import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useMatches, useNavigate, useParams } from '@tanstack/react-router';
import { useRegisterCommands } from '../../../commands/use-register-commands.ts';
import { contentProjectPath, type ContentProjectScreen } from '../../../domain/contracts/content-analysis.ts';
import type { ContentProject } from '../../../domain/contracts/content.ts';
import { languageName, locationName } from '../../../domain/markets.ts';
import { formatNumber } from '../../../domain/number-format.ts';
import { useSession } from '../../../session/use-app-state.ts';
import { DEVICE_LABEL, STATUS_LABEL } from '../project-text.ts';
import { contentProjectFrameCommands } from './frame-commands.ts';
import { projectIdOf } from './frame-refusal.ts';
import { FrameRefused } from './frame-refused.tsx';
import { ProjectTabs } from './project-tabs.tsx';
import { useFrameProject } from './use-frame-project.ts';
import { useShareActions } from './use-share-actions.ts';
import './project-frame.css';

/** What a project screen's body gets from the frame. */
export interface ContentProjectFrameContext {
  readonly project: ContentProject;
  /** Behind a share link: show, never change. */
  readonly readOnly: boolean;
  readonly shareId: string | null;
  /** The member's company for its API calls; null behind a share link. */
  readonly companyId: number | null;
}

export interface ContentProjectFrameProps {
  readonly screen: ContentProjectScreen;
  readonly children: (context: ContentProjectFrameContext) => ReactNode;
}

/**
 * The frame of the four shareable project screens (competitors, WDF*IDF, briefing, editor): the
 * project's main keyword as the heading, tabs that keep the share id, the read-only badge behind a
 * share link, and for members the share actions (buttons and registered commands). It reads
 * `project_id` and `share_id` from the route, and renders the body only once the server has
 * answered with the project: a refused link shows none of it.
 */
export function ContentProjectFrame({ screen, children }: ContentProjectFrameProps) {
  const params: { project_id?: string; share_id?: string } = useParams({ strict: false });
  const projectId = projectIdOf(params.project_id);
  const shareId = params.share_id === undefined || params.share_id === '' ? null : params.share_id;
  const title = useMatches({ select: (matches) => matches.at(-1)?.staticData.screen?.title ?? 'Content project' });
  const loggedIn = useSession() !== null;
  const state = useFrameProject(projectId, shareId);
  const ready = state.kind === 'ready' ? state : null;
  const member = ready !== null && !ready.readOnly && ready.companyId !== null;
  const projectShareId = ready?.project.share_id ?? null;
  const actions = useShareActions(screen, ready?.companyId ?? null, projectId ?? 0, projectShareId);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const commands = useMemo(
    () =>
      contentProjectFrameCommands(pathname, {
        member,
        loggedIn,
        shared: projectShareId !== null,
        current: screen,
        open: (target) => void navigate({ to: contentProjectPath(target, projectId ?? 0, shareId) }),
        share: actions.share,
        copyLink: actions.copyLink,
        unshare: actions.unshare,
        back: () => void navigate({ to: '/content-projects' }),
      }),
    [actions.copyLink, actions.share, actions.unshare, loggedIn, member, navigate, pathname, projectId, projectShareId, screen, shareId],
  );
  useRegisterCommands(ready ? commands : NO_COMMANDS);

  const keyword = ready?.project.main_keyword ?? null;
  useEffect(() => {
    const before = document.title;
    document.title = keyword === null ? title : `${title}: ${keyword}`;
    return () => {
      document.title = before;
    };
  }, [keyword, title]);

  if (state.kind === 'refused') return <FrameRefused title={title} reason={state.message} loggedIn={loggedIn} />;
  if (state.kind !== 'ready') {
    return (
      <main id="main" className="screen content-project-frame">
        <h1>{title}</h1>
        {state.kind === 'loading' ? (
          <p className="muted" role="status">Loading the project…</p>
        ) : (
          <div role="alert">
            <p className="form-message">{state.message}</p>
            <button type="button" onClick={state.retry}>Try again</button>
          </div>
        )}
      </main>
    );
  }

  const { project, readOnly } = state;
  return (
    <main id="main" className="screen content-project-frame">
      <header className="content-frame-header">
        {loggedIn && (
          <p className="content-frame-back">
            <Link to="/content-projects">← All content projects</Link>
          </p>
        )}
        <div className="content-frame-heading">
          <div>
            <p className="content-frame-screen muted">{title}</p>
            <h1>{project.main_keyword}</h1>
          </div>
          {readOnly && <span className="content-badge">Shared, read-only</span>}
          {member && (
            <div className="button-row">
              {project.share_id === null ? (
                <button type="button" className="secondary" onClick={actions.share} disabled={actions.busy}>Share</button>
              ) : (
                <>
                  <button type="button" className="secondary" onClick={actions.copyLink}>Copy link</button>
                  <button type="button" className="secondary" onClick={actions.unshare} disabled={actions.busy}>Stop sharing</button>
                </>
              )}
            </div>
          )}
        </div>
        <ProjectFacts project={project} />
        <ProjectTabs current={screen} projectId={project.id} shareId={state.shareId} />
        {actions.message !== null && <p role="status" className="content-frame-message">{actions.message}</p>}
      </header>
      {children({ project, readOnly, shareId: state.shareId, companyId: state.companyId })}
    </main>
  );
}

const NO_COMMANDS: never[] = [];

function ProjectFacts({ project }: { project: ContentProject }) {
  const secondary = project.secondary_keywords.length;
  return (
    <p className="content-frame-facts muted">
      <span className={`content-status content-status-${project.status}`}>{STATUS_LABEL[project.status]}</span>
      {' · '}{DEVICE_LABEL[project.device]} · {locationName(project.location)} · {languageName(project.language)}
      {' · '}{formatNumber(project.selected_count)} of {formatNumber(project.competitor_count)} competitors selected
      {secondary > 0 && <> · {formatNumber(secondary)} secondary {secondary === 1 ? 'keyword' : 'keywords'}</>}
    </p>
  );
}
