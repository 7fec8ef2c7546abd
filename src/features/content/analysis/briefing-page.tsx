import { ContentProjectFrame } from '../project-frame/content-project-frame.tsx';
import { ProjectBriefing } from './project-briefing.tsx';

/** `/briefing/{project_id}/{share_id?}` in the project frame. */
export function BriefingPage() {
  return (
    <ContentProjectFrame screen="briefing">
      {({ project, readOnly, shareId, companyId }) => <ProjectBriefing projectId={project.id} shareId={shareId} readOnly={readOnly} companyId={companyId} />}
    </ContentProjectFrame>
  );
}
