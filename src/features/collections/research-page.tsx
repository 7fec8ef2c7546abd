import { useCallback, useMemo, useState } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { useStartup } from '../../session/use-app-state.ts';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { COLLECTION_UNDO_SECONDS, sharedResearchPath } from '../../domain/contracts/collections.ts';
import type { ImportedValues } from '../../domain/contracts/imported-values.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { importedColumns, withImportedValues } from '../../workbench/columns/imported-columns.ts';
import { useAddCollectionKeywords } from './api/add-collection-keywords.ts';
import { useCollectionByName } from './api/get-collection.ts';
import { useRemoveCollectionKeywords } from './api/remove-collection-keywords.ts';
import { useShareCollection } from './api/share-collection.ts';
import { useUnshareCollection } from './api/unshare-collection.ts';
import { researchCommands } from './collection-commands.ts';
import { Workbench } from '../../workbench/view/workbench.tsx';
import { useCollectionColumns } from './use-collection-columns.ts';
import { KeywordsField, useKeywordCheck } from './keywords-field.tsx';
import { UndoBar, type PendingUndo } from '../../ui/undo-bar.tsx';
import { useCopyLink } from '../../ui/use-copy-link.ts';
import './collections.css';

const route = getRouteApi('/shell/research/$researchname');

/** /research/{researchname}: one collection's rows; add keywords, remove selected ones with undo, share. */
export function ResearchPage() {
  const startup = useStartup();
  const name = route.useParams({ select: (params) => params.researchname });
  if (!startup) {
    return (
      <main id="main" className="screen">
        <h1>{name}</h1>
        <p className="muted">Loading your company data…</p>
      </main>
    );
  }
  return <ResearchScreen key={`${startup.company.id}:${name}`} companyId={startup.company.id} name={name} rate={startup.rate_usd_to_eur} />;
}

function ResearchScreen({ companyId, name, rate }: { companyId: number; name: string; rate: number }) {
  const navigate = useNavigate();
  const view = route.useSearch();
  const startup = useStartup();
  const query = useCollectionByName(companyId, name);
  const add = useAddCollectionKeywords();
  const remove = useRemoveCollectionKeywords();
  const share = useShareCollection();
  const unshare = useUnshareCollection();
  const { copied, copy } = useCopyLink();
  const [adding, setAdding] = useState(false);
  const [text, setText] = useState('');
  const [pending, setPending] = useState<PendingUndo | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const check = useKeywordCheck(text);
  const collection = query.data?.collection;
  const rows = useMemo(() => query.data?.rows ?? [], [query.data]);
  const stored = useMemo(() => query.data?.custom_columns ?? [], [query.data]);
  const [imported, setImported] = useState<ImportedValues | null>(null);
  const keywords = useMemo(() => rows.map((r) => r.keyword), [rows]);
  const customs = useCollectionColumns({ companyId, collectionId: collection?.id ?? null, stored, rows, keywords, language: collection?.language ?? 'de' });
  // Values imported from tools' exports: read-only columns beside ours, headed with their source.
  const importedSets = query.data?.imported;
  const tableRows = useMemo(() => withImportedValues(rows, importedSets ?? []), [rows, importedSets]);
  const tableColumns = useMemo(() => [...customs.columns, ...importedColumns(importedSets ?? [])], [customs.columns, importedSets]);

  const removeKeywords = useCallback((keywords: string[]) => {
    if (!collection || keywords.length === 0) return;
    remove.mutate({ company_id: companyId, collection_id: collection.id, keywords }, {
      onSuccess: (answer) => {
        setMessage(null);
        setPending({
          message: `Removed ${formatNumber(answer.removed)} ${answer.removed === 1 ? 'keyword' : 'keywords'}.`,
          // Removed keywords come back by adding them again; the window matches the delete undo.
          until: Date.now() + COLLECTION_UNDO_SECONDS * 1000,
          undo: () => {
            setPending(null);
            add.mutate({ company_id: companyId, collection_id: collection.id, keywords }, {
              onSuccess: (back) => setMessage(`Added ${formatNumber(back.added)} keywords back.`),
              onError: (error) => setMessage(error.message),
            });
          },
        });
      },
      onError: (error) => setMessage(error.message),
    });
  }, [add, collection, companyId, remove]);

  const doShare = useCallback(() => {
    if (!collection) return;
    share.mutate({ company_id: companyId, collection_id: collection.id }, { onSuccess: (answer) => void copy(answer.share_url_path), onError: (error) => setMessage(error.message) });
  }, [collection, companyId, copy, share]);
  const doUnshare = useCallback(() => {
    if (!collection) return;
    unshare.mutate({ company_id: companyId, collection_id: collection.id }, { onSuccess: () => setMessage('No longer shared; the old link shows nothing.'), onError: (error) => setMessage(error.message) });
  }, [collection, companyId, unshare]);
  const sharesCustoms = collection?.share_custom_columns === true;
  const toggleSharedCustoms = useCallback(() => {
    if (!collection) return;
    const next = !sharesCustoms;
    share.mutate(
      { company_id: companyId, collection_id: collection.id, with_custom_columns: next },
      {
        onSuccess: (answer) => setMessage(answer.with_custom_columns === true ? 'The shared link now shows the custom columns too.' : 'The shared link no longer shows the custom columns.'),
        onError: (error) => setMessage(error.message),
      },
    );
  }, [collection, companyId, share, sharesCustoms]);
  const openAdd = useCallback(() => {
    add.reset();
    setText('');
    setImported(null);
    setAdding(true);
  }, [add]);

  const actions = useMemo(
    () =>
      researchCommands({
        canUndo: pending !== null,
        shared: collection?.share_id != null,
        sharesCustoms,
        addKeywords: openAdd,
        undo: () => pending?.undo(),
        share: doShare,
        unshare: doUnshare,
        toggleSharedCustoms,
        backToList: () => void navigate({ to: '/collections' }),
      }),
    [pending, collection, sharesCustoms, openAdd, doShare, doUnshare, toggleSharedCustoms, navigate],
  );
  useRegisterCommands(actions);
  const expire = useCallback(() => setPending(null), []);

  if (query.isError) {
    return (
      <main id="main" className="screen">
        <h1>{name}</h1>
        <p role="alert" className="form-message">{query.error.message}</p>
        <p><Link to="/collections">All collections</Link></p>
      </main>
    );
  }
  return (
    <main id="main" className="screen collections-screen">
      <p className="breadcrumb"><Link to="/collections">Collections</Link></p>
      <div className="screen-heading">
        <h1>{collection?.name ?? name}</h1>
        <div className="button-row">
          <button type="button" onClick={openAdd} disabled={!collection}>Add keywords</button>
          {collection?.share_id ? (
            <>
              <button type="button" className="secondary" onClick={() => void copy(sharedResearchPath(collection.share_id ?? ''))}>Copy link</button>
              <button type="button" className="secondary" onClick={doUnshare}>Unshare</button>
              <button type="button" className="secondary" aria-pressed={sharesCustoms} onClick={toggleSharedCustoms} title="Custom columns often hold internal notes; the link leaves them out unless you choose this">
                Custom columns in the link
              </button>
            </>
          ) : (
            <button type="button" className="secondary" onClick={doShare} disabled={!collection}>Share</button>
          )}
        </div>
      </div>
      {collection && <p className="muted">{formatNumber(collection.keyword_count)} keywords · location {collection.location} · language {collection.language}</p>}
      <UndoBar pending={pending} onExpire={expire} />
      {(copied ?? message) && <p role="status" className="collection-message">{message ?? copied}</p>}
      {query.isPending && <p className="muted">Loading keywords…</p>}
      {query.isSuccess && collection && (
        <Workbench
          route="/research"
          view={view}
          label={`Keywords of ${collection.name}`}
          rows={tableRows}
          rateUsdToEur={rate}
          location={collection.location}
          language={collection.language}
          exportName={collection.name}
          amazon={startup?.company.settings.amazon_column ?? false}
          customColumns={tableColumns}
          onCreateCustomColumn={customs.onCreateCustomColumn}
          onRemoveCustomColumn={customs.onRemoveCustomColumn}
          onSetCustomValue={customs.onSetCustomValue}
          onRemove={removeKeywords}
          empty={<p>This collection has no keywords yet. Use “Add keywords” to paste some.</p>}
        />
      )}

      <ModalDialog open={adding} labelledBy="add-keywords-title" className="app-dialog" onClose={() => setAdding(false)}>
        <form
          className="collection-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!collection || check.problem !== null || check.validation.accepted.length === 0) return;
            add.mutate({ company_id: companyId, collection_id: collection.id, keywords: check.validation.accepted, ...(imported ? { imported } : {}) }, {
              onSuccess: (answer) => {
                setAdding(false);
                setMessage(`Added ${formatNumber(answer.added)} keywords.`);
              },
            });
          }}
        >
          <h2 id="add-keywords-title">Add keywords</h2>
          <KeywordsField text={text} onChange={setText} validation={check.validation} problem={check.problem} onImported={setImported} />
          {add.error && <p role="alert" className="form-message">{add.error.message}</p>}
          <div className="button-row">
            <button type="submit" disabled={add.isPending || check.problem !== null || check.validation.accepted.length === 0}>{add.isPending ? 'Adding…' : 'Add'}</button>
            <button type="button" className="secondary" onClick={() => setAdding(false)}>Cancel</button>
          </div>
        </form>
      </ModalDialog>
    </main>
  );
}
