import { ContentProjectFrame } from '../project-frame/content-project-frame.tsx';

/** /content-project/competitors/{project_id}/{share_id?}: the pages that rank for the project's keyword. */
export function CompetitorsPage() {
  return (
    <ContentProjectFrame screen="competitors">
      {({ project }) => <p className="muted">{project.competitor_count} competitors.</p>}
    </ContentProjectFrame>
  );
}
