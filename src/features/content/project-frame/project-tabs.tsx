import { Link } from '@tanstack/react-router';
import { contentProjectPath, type ContentProjectScreen } from '../../../domain/contracts/content-analysis.ts';
import { SCREEN_TABS } from '../project-text.ts';

/** Links to the project's four screens; a share id stays in every link, so a shared visitor stays inside the share. */
export function ProjectTabs({ current, projectId, shareId }: { current: ContentProjectScreen; projectId: number; shareId: string | null }) {
  return (
    <nav className="content-project-tabs" aria-label="Project screens">
      <ul>
        {SCREEN_TABS.map((tab) => (
          <li key={tab.screen}>
            <Link to={contentProjectPath(tab.screen, projectId, shareId)} aria-current={tab.screen === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
