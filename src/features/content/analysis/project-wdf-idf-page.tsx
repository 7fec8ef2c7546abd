import { ContentProjectFrame } from '../project-frame/content-project-frame.tsx';
import { ProjectWdfIdf } from './project-wdf-idf.tsx';

/** `/content-project/wdf-idf/{project_id}/{share_id?}` in the project frame. */
export function ProjectWdfIdfPage() {
  return (
    <ContentProjectFrame screen="wdfIdf">
      {({ project, readOnly, shareId, companyId }) => <ProjectWdfIdf projectId={project.id} shareId={shareId} readOnly={readOnly} companyId={companyId} />}
    </ContentProjectFrame>
  );
}
