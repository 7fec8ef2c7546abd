import { ProjectScreenShell } from './project-screen-shell.tsx';
import { ProjectWdfIdf } from './project-wdf-idf.tsx';

/** `/content-project/wdf-idf/{project_id}/{share_id?}`. */
export function ProjectWdfIdfPage() {
  return <ProjectScreenShell title="Project WDF*IDF">{(props) => <ProjectWdfIdf {...props} />}</ProjectScreenShell>;
}
