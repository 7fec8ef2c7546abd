import type { ImportedValues } from '../../domain/contracts/imported-values.ts';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useStartup } from '../../session/use-app-state.ts';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { researchPath, sharedResearchPath, type CollectionSummary } from '../../domain/contracts/collections.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { useCreateCollection } from './api/create-collection.ts';
import { useDeleteCollection } from './api/delete-collection.ts';
import { useCollectionList } from './api/list-collections.ts';
import { useRenameCollection } from './api/rename-collection.ts';
import { useRestoreCollection } from './api/restore-collection.ts';
import { useShareCollection } from './api/share-collection.ts';
import { useUnshareCollection } from './api/unshare-collection.ts';
import { collectionListCommands } from './collection-commands.ts';
import { KeywordsField, useKeywordCheck } from './keywords-field.tsx';
import { NameDialog } from './name-dialog.tsx';
import { UndoBar, type PendingUndo } from '../../ui/undo-bar.tsx';
import { useCopyLink } from '../../ui/use-copy-link.ts';
import './collections.css';

const GERMANY = { location: 2276, language: 'de' } as const;
const dateFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** /collections (right 1): the company's saved keyword sets. */
export function CollectionsPage() {
  const startup = useStartup();
  if (!startup) {
    return (
      <main id="main" className="screen">
        <h1>Collections</h1>
        <p className="muted">Loading your company data…</p>
      </main>
    );
  }
  return <CollectionsScreen key={startup.company.id} companyId={startup.company.id} />;
}

function CollectionsScreen({ companyId }: { companyId: number }) {
  const navigate = useNavigate();
  const list = useCollectionList(companyId);
  const create = useCreateCollection();
  const rename = useRenameCollection();
  const remove = useDeleteCollection();
  const restore = useRestoreCollection();
  const share = useShareCollection();
  const unshare = useUnshareCollection();
  const { copied, copy } = useCopyLink();
  const [creating, setCreating] = useState(false);
  const [keywordText, setKeywordText] = useState('');
  const [imported, setImported] = useState<ImportedValues | null>(null);
  const [renaming, setRenaming] = useState<CollectionSummary | null>(null);
  const [pending, setPending] = useState<PendingUndo | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const check = useKeywordCheck(keywordText);
  const collections = useMemo(() => list.data?.collections ?? [], [list.data]);
  const byId = useCallback((id: number) => collections.find((c) => c.id === id), [collections]);

  const openCreate = useCallback(() => {
    create.reset();
    setKeywordText('');
    setImported(null);
    setCreating(true);
  }, [create]);

  const openRename = useCallback((id: number) => {
    rename.reset();
    setRenaming(byId(id) ?? null);
  }, [byId, rename]);

  const doDelete = useCallback((id: number) => {
    const collection = byId(id);
    if (!collection) return;
    remove.mutate({ company_id: companyId, collection_id: id }, {
      onSuccess: (answer) => {
        setMessage(null);
        setPending({
          message: `Deleted “${collection.name}”.`,
          until: Date.parse(answer.undo_until),
          undo: () => {
            setPending(null);
            restore.mutate({ company_id: companyId, collection_id: id }, {
              onSuccess: () => setMessage(`Restored “${collection.name}”.`),
              onError: (error) => setMessage(error.message),
            });
          },
        });
      },
      onError: (error) => setMessage(error.message),
    });
  }, [byId, companyId, remove, restore]);

  const doShare = useCallback((id: number) => {
    share.mutate({ company_id: companyId, collection_id: id }, {
      onSuccess: (answer) => void copy(answer.share_url_path),
      onError: (error) => setMessage(error.message),
    });
  }, [companyId, copy, share]);

  const doUnshare = useCallback((id: number) => {
    const collection = byId(id);
    unshare.mutate({ company_id: companyId, collection_id: id }, {
      onSuccess: () => setMessage(`“${collection?.name ?? ''}” is no longer shared; its old link shows nothing.`),
      onError: (error) => setMessage(error.message),
    });
  }, [byId, companyId, unshare]);

  const actions = useMemo(
    () =>
      collectionListCommands({
        options: collections.map((c) => ({ id: String(c.id), title: c.name })),
        shared: collections.filter((c) => c.share_id !== null).map((c) => ({ id: String(c.id), title: c.name })),
        canUndo: pending !== null,
        create: openCreate,
        rename: openRename,
        remove: doDelete,
        share: doShare,
        unshare: doUnshare,
        undo: () => pending?.undo(),
      }),
    [collections, pending, openCreate, openRename, doDelete, doShare, doUnshare],
  );
  useRegisterCommands(actions);

  const expire = useCallback(() => setPending(null), []);

  return (
    <main id="main" className="screen collections-screen">
      <div className="screen-heading">
        <h1>Collections</h1>
        <button type="button" onClick={openCreate}>New collection</button>
      </div>
      <UndoBar pending={pending} onExpire={expire} />
      {(copied ?? message) && <p role="status" className="collection-message">{message ?? copied}</p>}
      {list.isPending && <p className="muted">Loading collections…</p>}
      {list.isError && <p role="alert" className="form-message">{list.error.message}</p>}
      {list.isSuccess && collections.length === 0 && (
        <div className="empty-state">
          <p>No collections yet.</p>
          <p className="muted">Create one with “New collection” and paste keywords, or save the result of a Google Search Volume lookup as a collection.</p>
        </div>
      )}
      {collections.length > 0 && (
        // On a narrow window the table scrolls inside its box; the page itself never gets wider than the window.
        <div className="collection-table-wrap">
          <table className="collection-table">
            <caption className="visually-hidden">Collections of this company</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" className="numeric">Keywords</th>
                <th scope="col">Created</th>
                <th scope="col">Changed</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {collections.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    <Link to={researchPath(c.name)}>{c.name}</Link>
                    {c.share_id !== null && <span className="badge">shared</span>}
                  </th>
                  <td className="numeric">{formatNumber(c.keyword_count)}</td>
                  <td>{formatDate(c.created_at)}</td>
                  <td>{formatDate(c.updated_at)}</td>
                  <td>
                    <div className="row-actions">
                      <button type="button" className="secondary" onClick={() => openRename(c.id)} aria-label={`Rename ${c.name}`}>Rename</button>
                      {c.share_id === null ? (
                        <button type="button" className="secondary" onClick={() => doShare(c.id)} aria-label={`Share ${c.name}`}>Share</button>
                      ) : (
                        <>
                          <button type="button" className="secondary" onClick={() => void copy(sharedResearchPath(c.share_id ?? ''))} aria-label={`Copy link of ${c.name}`}>Copy link</button>
                          <button type="button" className="secondary" onClick={() => doUnshare(c.id)} aria-label={`Stop sharing ${c.name}`}>Unshare</button>
                        </>
                      )}
                      <button type="button" className="secondary danger" onClick={() => doDelete(c.id)} aria-label={`Delete ${c.name}`}>Delete</button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <NameDialog
        open={creating}
        title="New collection"
        submitLabel="Create collection"
        initialName=""
        busy={create.isPending}
        error={create.error?.message ?? null}
        blocked={check.problem !== null}
        onClose={() => setCreating(false)}
        onSubmit={(name) =>
          create.mutate(
            { company_id: companyId, name, ...GERMANY, ...(check.validation.accepted.length > 0 ? { keywords: check.validation.accepted, ...(imported ? { imported } : {}) } : {}) },
            { onSuccess: (answer) => { setCreating(false); void navigate({ to: researchPath(answer.collection.name) }); } },
          )
        }
      >
        <KeywordsField text={keywordText} onChange={setKeywordText} validation={check.validation} problem={check.problem} onImported={setImported} />
        <p className="muted">Keywords are looked up for Germany, in German.</p>
      </NameDialog>

      <NameDialog
        open={renaming !== null}
        title="Rename collection"
        submitLabel="Rename"
        initialName={renaming?.name ?? ''}
        busy={rename.isPending}
        error={rename.error?.message ?? null}
        onClose={() => setRenaming(null)}
        onSubmit={(name) => {
          if (!renaming) return;
          rename.mutate({ company_id: companyId, collection_id: renaming.id, name }, { onSuccess: () => setRenaming(null) });
        }}
      />
    </main>
  );
}
