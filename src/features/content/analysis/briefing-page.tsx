import { ProjectBriefing } from './project-briefing.tsx';
import { ProjectScreenShell } from './project-screen-shell.tsx';

/** `/briefing/{project_id}/{share_id?}`. */
export function BriefingPage() {
  return <ProjectScreenShell title="Briefing">{(props) => <ProjectBriefing {...props} />}</ProjectScreenShell>;
}
