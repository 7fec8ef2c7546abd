/**
 * Saved views and pinned columns of one table (decision 0057): what the views menu, the header menu,
 * the palette and the dialogs share. The view's parts live in the URL; opening a view writes them there.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { PendingUndo } from '../../ui/undo-bar.tsx';
import { useRegisterCommands } from '../../commands/use-register-commands.ts';
import { errorText } from '../../domain/error-text.ts';
import { MAX_PINNED } from '../../domain/contracts/table-view.ts';
import type { SavedView } from '../../domain/contracts/saved-views.ts';
import { togglePin } from '../../domain/pinned-columns.ts';
import { tableKindOf } from '../../domain/saved-views.ts';
import { columnTitle, type ColumnDefinition } from '../columns/column-definition.ts';
import type { WorkbenchSearch } from '../view/view-search.ts';
import { useSavedViews } from './use-saved-views.ts';
import { viewCommands } from './view-commands.ts';
import { openViewOf, pinOptions, searchOfView, viewOptions, viewStateOf } from './view-state.ts';

export type ViewDialog = { readonly mode: 'save' | 'copy' | 'rename'; readonly name: string };

interface Input {
  readonly route: string;
  readonly readOnly: boolean;
  readonly search: WorkbenchSearch;
  change(next: Partial<WorkbenchSearch>): void;
  /** The grid's columns: keyword, pinned, the rest; `sticky` of them lead. */
  readonly shown: readonly ColumnDefinition[];
  readonly sticky: number;
  say(message: string | null): void;
}

const NO_PINS: readonly string[] = [];

export function useTableViews({ route, readOnly, search, change, shown, sticky, say }: Input) {
  const kind = readOnly ? null : tableKindOf(route);
  const saved = useSavedViews(kind);
  const [dialog, setDialog] = useState<ViewDialog | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [undo, setUndo] = useState<PendingUndo | null>(null);
  const headerColumn = useRef<string | null>(null);

  const pinned = search.pinned ?? NO_PINS;
  const state = useMemo(() => viewStateOf(search, shown, sticky), [search, shown, sticky]);
  // The open view is named in the URL (`savedView`), so a reload or a copied link keeps it (decision 0057).
  const openId = search.savedView ?? null;
  const opened = useMemo(() => openViewOf(saved.views, openId, state), [saved.views, openId, state]);
  const open = opened?.view ?? null;
  const changed = opened?.modified ?? false;
  const setOpenId = useCallback((id: number | null) => change({ savedView: id }), [change]);

  const openView = useCallback((view: SavedView) => {
    change({ ...searchOfView(view.state), savedView: view.id });
    say(`Opened the view “${view.name}”.`);
  }, [change, say]);
  const pin = useCallback((column: string) => {
    const next = togglePin(pinned, column, MAX_PINNED);
    if (!next.ok) return say(next.message);
    change({ pinned: next.pinned });
    const definition = shown.find((c) => c.value === column);
    say(`${definition ? columnTitle(definition) : column} ${next.pinned.includes(column) ? 'pinned' : 'unpinned'}.`);
  }, [change, pinned, say, shown]);

  const submit = useCallback(async (name: string) => {
    if (!dialog) return;
    setBusy(true);
    setDialogError(null);
    try {
      const view = dialog.mode === 'rename' && open ? await saved.rename(open.id, name) : await saved.save(name, state);
      setOpenId(view.id);
      setDialog(null);
      say(dialog.mode === 'rename' ? `Renamed the view to “${view.name}”.` : `Saved the view “${view.name}”; everyone in your company can open it.`);
    } catch (error) {
      setDialogError(errorText(error));
    } finally {
      setBusy(false);
    }
  }, [dialog, open, saved, say, setOpenId, state]);

  const live = useRef({ saved, open, state, openView, pin, setOpenId });
  live.current = { saved, open, state, openView, pin, setOpenId };
  const actions = useMemo(() => ({
    saveNew: () => setDialog({ mode: 'save', name: '' }),
    saveAsMine: () => live.current.open && setDialog({ mode: 'copy', name: live.current.open.name }),
    rename: () => live.current.open && setDialog({ mode: 'rename', name: live.current.open.name }),
    saveChanges: () => {
      const { open: current, saved: views, state: now } = live.current;
      if (!current) return;
      views.save(current.name, now, current.id).then(() => say(`Saved the changes to “${current.name}”.`), (error: unknown) => say(errorText(error)));
    },
    remove: () => {
      const { open: current, saved: views } = live.current;
      if (!current) return;
      views.remove(current.id).then((answer) => {
        live.current.setOpenId(null);
        say(null);
        setUndo({
          message: `Deleted the view “${current.name}”.`,
          until: Date.now() + answer.undo_seconds * 1000,
          undo: () => {
            setUndo(null);
            views.restore(current.id).then((view) => {
              live.current.setOpenId(view.id);
              say(`Brought back the view “${view.name}”.`);
            }, (error: unknown) => say(errorText(error)));
          },
        });
      }, (error: unknown) => say(errorText(error)));
    },
  }), [say]);

  const views = saved.views;
  const pickable = useMemo(() => viewOptions(views, openId), [views, openId]);
  const pins = useMemo(() => pinOptions(shown, pinned, columnTitle), [shown, pinned]);
  const commands = useMemo(() => viewCommands({
    route,
    hasViews: kind !== null,
    viewOptions: pickable,
    open: open ? { mine: open.mine, changed } : null,
    pinOptions: pins,
    pinnedCount: pinned.length,
    openView: (id) => {
      const view = live.current.saved.views.find((v) => String(v.id) === id);
      if (view) live.current.openView(view);
    },
    ...actions,
    togglePin: (column) => live.current.pin(column),
    clearPins: () => change({ pinned: [] }),
    toggleHeaderPin: () => {
      const column = shown.find((c) => c.value === headerColumn.current);
      if (column?.canBeModified) live.current.pin(column.value);
      else say('The keyword column always stays in view.');
    },
  }), [route, kind, pickable, open, changed, pins, pinned, shown, actions, change, say]);
  useRegisterCommands(commands);

  return {
    kind,
    views,
    listError: saved.error ? errorText(saved.error) : null,
    open,
    changed,
    opened,
    openView,
    actions,
    dialog,
    dialogBusy: busy,
    dialogError,
    submitDialog: submit,
    closeDialog: () => {
      setDialog(null);
      setDialogError(null);
    },
    undo,
    expireUndo: () => setUndo(null),
    /** The header menu remembers which column it was opened on. */
    headerOpened: (origin: Element | null) => {
      headerColumn.current = origin?.closest('[data-column]')?.getAttribute('data-column') ?? null;
    },
  };
}

export type TableViews = ReturnType<typeof useTableViews>;
