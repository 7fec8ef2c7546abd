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

/** /ai-suite/setup: a new AI project from one of the company's collections or from one keyword. */
export function AiSetupPage() {
  return <CompanyGate title="New AI project">{(companyId) => <SetupScreen companyId={companyId} />}</CompanyGate>;
}

function SetupScreen({ companyId }: { companyId: number }) {
  const navigate = useNavigate();
  const sources = useSources(companyId);
  const create = useCreateProject();
  const ids = { name: useId(), kind: useId(), collection: useId(), keyword: useId() };
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'collection' | 'keyword'>('collection');
  const [collectionId, setCollectionId] = useState('');
  const [keyword, setKeyword] = useState('');
  const collections = sources.data?.collections ?? [];
  const chosen = collectionId === '' ? collections[0] : collections.find((c) => String(c.id) === collectionId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const source = kind === 'collection' ? { kind, collection_id: chosen?.id ?? 0 } : { kind, keyword, ...KEYWORD_MARKET };
    const projectName = name.trim() === '' ? (kind === 'collection' ? chosen?.name ?? '' : keyword.trim()) : name;
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
      <p className="muted">An AI project writes texts for keywords: title tags, meta descriptions, an FAQ, product texts and alt texts. Content projects become a source once the content suite is here.</p>
      <form className="ai-setup" onSubmit={(e) => void submit(e)}>
        <fieldset>
          <legend>Start from</legend>
          <label>
            <input type="radio" name={ids.kind} checked={kind === 'collection'} onChange={() => setKind('collection')} /> A collection
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
        {kind === 'keyword' && (
          <p>
            <label htmlFor={ids.keyword}>Keyword</label>
            <input id={ids.keyword} value={keyword} onChange={(e) => setKeyword(e.target.value)} required />
          </p>
        )}
        <p>
          <label htmlFor={ids.name}>Project name</label>
          <input id={ids.name} value={name} placeholder={kind === 'collection' ? chosen?.name ?? '' : keyword} onChange={(e) => setName(e.target.value)} />
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
