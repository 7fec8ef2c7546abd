import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { ApiCallError } from '../../api/http.ts';
import type { ImportedValues } from '../../domain/contracts/imported-values.ts';
import { useCreateCollectionFromJob } from './api/collection-create.ts';
import { useShareCollection } from './api/collection-share.ts';
import { defaultCollectionName, SaveCollectionDialog } from './save-collection-dialog.tsx';

export interface SavedCollection {
  readonly id: number;
  readonly name: string;
}

interface Props {
  readonly companyId: number;
  readonly jobId: string;
  readonly location: number;
  readonly language: string;
  readonly saved: SavedCollection | null;
  readonly onSaved: (collection: SavedCollection) => void;
  readonly saveOpen: boolean;
  readonly onSaveOpen: (open: boolean) => void;
  /** Counts "Share" commands from the palette; each new value shares (and copies) once. */
  readonly shareRequest: number;
  /** A tool export's values shown with the lookup; the collection keeps them beside its keywords. */
  readonly imported: ImportedValues | null;
}

const errorText = (error: unknown, fallback: string) => (error instanceof ApiCallError ? error.message : fallback);

/** Save the finished lookup as a collection, then link to it and share it. */
export function CollectionActions({ companyId, jobId, location, language, saved, onSaved, saveOpen, onSaveOpen, shareRequest, imported }: Props) {
  const create = useCreateCollectionFromJob();
  const share = useShareCollection();
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [copyNote, setCopyNote] = useState<string | null>(null);
  const [defaultName] = useState(() => defaultCollectionName(new Date()));
  const linkInput = useRef<HTMLInputElement>(null);

  function save(name: string) {
    create.mutate(
      { companyId, name, location, language, jobId, imported },
      {
        onSuccess: (collection) => {
          onSaved({ id: collection.id, name: collection.name });
          onSaveOpen(false);
        },
      },
    );
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopyNote('The link is copied.');
    } catch {
      // Clipboard access needs a secure context and permission; selecting lets the person copy by hand.
      linkInput.current?.select();
      setCopyNote('Copy the selected link with Ctrl+C (⌘C on a Mac).');
    }
  }

  function shareNow() {
    if (!saved) return;
    share.mutate(
      { companyId, collectionId: saved.id },
      {
        onSuccess: (answer) => {
          const url = new URL(answer.share_url_path, window.location.origin).toString();
          setShareUrl(url);
          void copy(url);
        },
      },
    );
  }

  // shareNow reads the latest props; only a new request number triggers it.
  const onShareRequest = useEffectEvent(shareNow);
  const handled = useRef(shareRequest);
  useEffect(() => {
    if (shareRequest === handled.current) return;
    handled.current = shareRequest;
    onShareRequest();
  }, [shareRequest]);

  return (
    <div className="sv-collection">
      <SaveCollectionDialog
        open={saveOpen}
        defaultName={defaultName}
        saving={create.isPending}
        error={create.isError ? errorText(create.error, 'The collection could not be saved. Please try again.') : null}
        onSave={save}
        onClose={() => {
          create.reset();
          onSaveOpen(false);
        }}
      />
      {saved && (
        <div className="sv-saved" role="status">
          <p>
            Saved as collection <Link to="/research/$researchname" params={{ researchname: saved.name }}>{saved.name}</Link> ·{' '}
            <Link to="/collections">All collections</Link>
          </p>
          <div className="button-row">
            <button type="button" onClick={shareNow} disabled={share.isPending}>
              {share.isPending ? 'Sharing…' : shareUrl ? 'Copy share link again' : 'Share'}
            </button>
          </div>
        </div>
      )}
      {share.isError && (
        <p role="alert" className="form-message">
          {errorText(share.error, 'The share link could not be made. Please try again.')}
        </p>
      )}
      {shareUrl && (
        <div className="sv-share">
          <label htmlFor="sv-share-link">Share link (opens without login, read-only)</label>
          <input id="sv-share-link" ref={linkInput} readOnly value={shareUrl} onFocus={(event) => event.target.select()} />
          {copyNote && <p className="muted" aria-live="polite">{copyNote}</p>}
        </div>
      )}
    </div>
  );
}
