import { SCORE_BAND_LABELS } from '../../domain/content-score.ts';
import { aiFigure, chatFigure, contentFigure } from '../../domain/home-suite-figures.ts';
import { countOf } from '../../domain/number-format.ts';
import { useHomeAiProjects, useHomeChatState, useHomeContentProjects } from './api/suite-lists.ts';
import { Figure } from './card-figures.tsx';

export function ContentFigure({ companyId }: { companyId: number }) {
  return (
    <Figure query={useHomeContentProjects(companyId)}>
      {({ projects }) => {
        const figure = contentFigure(projects);
        if (figure.projects === 0) return <p>No content project yet. Create one for a keyword to get its briefing and write a draft against it.</p>;
        return (
          <>
            <p className="home-figure">
              <strong>{countOf(figure.projects, 'project', 'projects')}</strong>
              {figure.averageScore === null ? ', no draft scored yet' : `, drafts score ${figure.averageScore} on average`}
            </p>
            {figure.best === null ? (
              <p className="muted">Open a project and write its draft to get a content score.</p>
            ) : (
              <p className="muted">
                Best draft: {figure.best.keyword} with {figure.best.score} ({SCORE_BAND_LABELS[figure.best.band]})
              </p>
            )}
          </>
        );
      }}
    </Figure>
  );
}

export function AiFigure({ companyId }: { companyId: number }) {
  return (
    <Figure query={useHomeAiProjects(companyId)}>
      {({ projects }) => {
        const figure = aiFigure(projects);
        if (figure.projects === 0) return <p>No AI project yet. Create one from a keyword or a collection to have titles and descriptions written.</p>;
        return (
          <>
            <p className="home-figure">
              <strong>{countOf(figure.projects, 'project', 'projects')}</strong> with {countOf(figure.texts, 'text', 'texts')}
            </p>
            <p className="muted">{figure.texts === 0 ? 'Run a task in a project to have its texts written.' : `${countOf(figure.accepted, 'text', 'texts')} accepted`}</p>
          </>
        );
      }}
    </Figure>
  );
}

export function ChatFigure({ companyId }: { companyId: number }) {
  return (
    <Figure query={useHomeChatState(companyId)}>
      {(state) => {
        const figure = chatFigure(state);
        if (!figure.enabled) return <p>An administrator has switched AI Chat off for your company; ask them to switch it on.</p>;
        if (figure.conversations === 0) return <p>No conversation yet. Ask a question about keywords or content to start one.</p>;
        return (
          <>
            <p className="home-figure">
              <strong>{countOf(figure.conversations, 'conversation', 'conversations')}</strong>
            </p>
            {figure.latest === null ? null : <p className="muted">Last: {figure.latest}</p>}
          </>
        );
      }}
    </Figure>
  );
}
