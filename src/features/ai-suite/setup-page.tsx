import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { aiProjectLink } from '../../domain/contracts/ai-suite.ts';
import { errorText } from '../../domain/error-text.ts';
import { countOf } from '../../domain/number-format.ts';
import { FocusedHeading } from '../../ui/focused-heading.tsx';
import { useCreateProject } from './api/create-project.ts';
import { useSources } from './api/list-projects.ts';
import { CompanyGate } from './company-gate.tsx';
import './ai-suite.css';

/** German Google: the market of a project started from one keyword. */
const KEYWORD_MARKET = { location: 2276, language: 'de' } as const;

/** /ai-suite/setup: a new AI project from one of the company's collections, one of its content projects or one keyword. */
export function AiSetupPage() {
  return <CompanyGate title="New AI project">{(companyId) => <SetupScreen companyId={companyId} />}</CompanyGate>;
}

function SetupScreen({ companyId }: { companyId: number }) {
  const navigate = useNavigate();
  const sources = useSources(companyId);
  const create = useCreateProject();
  const ids = { name: useId(), kind: useId(), collection: useId(), content: useId(), keyword: useId() };
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'collection' | 'content' | 'keyword'>('collection');
  const [collectionId, setCollectionId] = useState('');
  const [contentId, setContentId] = useState('');
  const [keyword, setKeyword] = useState('');
  const collections = sources.data?.collections ?? [];
  const chosen = collectionId === '' ? collections[0] : collections.find((c) => String(c.id) === collectionId);
  const contentProjects = sources.data?.content_projects ?? [];
  const chosenContent = contentId === '' ? contentProjects[0] : contentProjects.find((c) => String(c.id) === contentId);
  const defaultName = kind === 'collection' ? (chosen?.name ?? '') : kind === 'content' ? (chosenContent?.main_keyword ?? '') : keyword.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const source =
      kind === 'collection' ? { kind, collection_id: chosen?.id ?? 0 } : kind === 'content' ? { kind, content_project_id: chosenContent?.id ?? 0 } : { kind, keyword, ...KEYWORD_MARKET };
    const projectName = name.trim() === '' ? defaultName : name;
    try {
      const { project } = await create.mutateAsync({ company_id: companyId, name: projectName, source });
      void navigate({ to: aiProjectLink(project.id) });
    } catch {
      // The message below shows the refusal.
    }
  }

  return (
    <main id="main" className="screen ai-suite">
      <FocusedHeading>New AI project</FocusedHeading>
      <p className="muted">An AI project writes texts for keywords: title tags, meta descriptions, an FAQ, product texts and alt texts. Started from a content project, it also writes the outline from the project's briefing.</p>
      <form className="ai-setup" onSubmit={(e) => void submit(e)}>
        <fieldset>
          <legend>Start from</legend>
          <label>
            <input type="radio" name={ids.kind} checked={kind === 'collection'} onChange={() => setKind('collection')} /> A collection
          </label>
          <label>
            <input type="radio" name={ids.kind} checked={kind === 'content'} onChange={() => setKind('content')} /> A content project
          </label>
          <label>
            <input type="radio" name={ids.kind} checked={kind === 'keyword'} onChange={() => setKind('keyword')} /> One keyword (Google Germany)
          </label>
        </fieldset>
        {kind === 'collection' && sources.data && collections.length === 0 && (
          <p className="empty-state">
            You have no collection yet. <Link to="/collections">Save keywords in a collection</Link> first, or start from one keyword.
          </p>
        )}
        {kind === 'collection' && collections.length > 0 && (
          <p>
            <label htmlFor={ids.collection}>Collection</label>
            <select id={ids.collection} value={chosen ? String(chosen.id) : ''} onChange={(e) => setCollectionId(e.target.value)}>
              {collections.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({countOf(c.keyword_count, 'keyword', 'keywords')})
                </option>
              ))}
            </select>
          </p>
        )}
        {kind === 'content' && sources.data && contentProjects.length === 0 && (
          <p className="empty-state">
            You have no content project yet. <Link to="/content-projects">Start a content project</Link> first, or start from a collection or one keyword.
          </p>
        )}
        {kind === 'content' && contentProjects.length > 0 && (
          <p>
            <label htmlFor={ids.content}>Content project</label>
            <select id={ids.content} value={chosenContent ? String(chosenContent.id) : ''} onChange={(e) => setContentId(e.target.value)}>
              {contentProjects.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.main_keyword}
                </option>
              ))}
            </select>
          </p>
        )}
        {kind === 'keyword' && (
          <p>
            <label htmlFor={ids.keyword}>Keyword</label>
            <input id={ids.keyword} value={keyword} onChange={(e) => setKeyword(e.target.value)} required />
          </p>
        )}
        <p>
          <label htmlFor={ids.name}>Project name</label>
          <input id={ids.name} value={name} placeholder={defaultName} onChange={(e) => setName(e.target.value)} />
        </p>
        {create.isError && <p role="alert" className="form-message">{errorText(create.error)}</p>}
        <div className="button-row">
          <button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create project'}
          </button>
          <Link to="/ai-suite">Cancel</Link>
        </div>
      </form>
    </main>
  );
}
