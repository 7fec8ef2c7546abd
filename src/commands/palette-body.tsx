import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useAtom } from 'jotai';
import { appStore } from '../session/app-store.ts';
import { commandErrorAtom, paletteAtom } from './app-commands.ts';
import type { Command, CommandContext, PickOption } from './command-types.ts';
import { execute } from './execute.ts';
import { closeThenRun, type PaletteCloser } from './palette-close.ts';
import { shortcutParts } from './keys.ts';
import { PaletteList, revealRow, usePaletteVirtualizer } from './palette-list.tsx';
import { paletteSections } from './palette-model.ts';
import { moveHighlight, paletteRows, rankGroups, type PaletteMove, type RankGroup } from './palette-rank.ts';
import { paletteFilter, type Rankable } from './palette-score.ts';
import { readRecent, rememberRecent } from './recent-commands.ts';
import { useAvailableCommands } from './use-register-commands.ts';

const options = { store: appStore };
const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

function fail(error: unknown): void {
  appStore.set(commandErrorAtom, error instanceof Error && error.message ? `That did not work: ${error.message}` : 'That did not work. Please try again.');
}

/** One entry of the list: a command, or an option of a nested page. */
interface Entry extends Rankable {
  readonly command?: Command;
  readonly option?: PickOption;
}

/** The keys that move the highlight, as cmdk had them (no vim bindings). */
function moveFor(event: KeyboardEvent): PaletteMove | null {
  if (event.key === 'ArrowDown') return event.metaKey ? 'last' : event.altKey ? 'next-group' : 'next';
  if (event.key === 'ArrowUp') return event.metaKey ? 'first' : event.altKey ? 'previous-group' : 'previous';
  if (event.key === 'Home') return 'first';
  if (event.key === 'End') return 'last';
  return null;
}

type BodyProps = { ctx: CommandContext; pageId: string | null; closer: PaletteCloser };

/**
 * The palette's content: an ARIA combobox over the registry, ranked by palette-score.ts, the list
 * virtualized (palette-list.tsx). Loaded on demand.
 */
export function PaletteBody({ ctx, pageId, closer }: BodyProps) {
  const [, setState] = useAtom(paletteAtom, options);
  const [search, setSearch] = useState('');
  // The highlighted entry for the search it was chosen in: a new search highlights its first entry.
  const [highlight, setHighlight] = useState<{ search: string; value: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const listId = `${baseId}list`;
  const labelId = `${baseId}label`;
  useEffect(() => {
    // The dialog opens in its parent's effect, after this one, and focuses its first focusable: focus the field a frame later.
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const available = useAvailableCommands(ctx);
  const page = pageId === null ? undefined : available.find((c) => c.id === pageId);
  const pick = page?.pick;
  const recent = useMemo(() => readRecent(storage(), ctx.startup.user.id), [ctx.startup.user.id]);
  // Any text filters, as with cmdk (blanks match everything but hide the Recent group).
  const searching = search !== '';
  const groups = useMemo<RankGroup<Entry>[]>(() => {
    if (pick) return [{ heading: pick.heading, entries: pick.options(ctx).map((o) => ({ value: `option:${o.id}`, title: o.title, keywords: [], option: o })) }];
    return paletteSections(available, searching ? [] : recent).map((s) => ({
      heading: s.heading,
      entries: s.commands.map((c) => ({ value: c.id, title: c.title, keywords: c.keywords, command: c })),
    }));
  }, [pick, ctx, available, searching, recent]);
  // Ties keep registry order: the entries are numbered in the registry's order, not the sections'.
  const filter = useMemo(() => {
    const entries: Rankable[] = pick ? groups.flatMap((g) => g.entries) : available.map((c) => ({ value: c.id, title: c.title, keywords: c.keywords }));
    return paletteFilter(entries, pick ? [] : recent);
  }, [groups, pick, available, recent]);
  const rows = useMemo(() => paletteRows(rankGroups(groups, searching ? (value) => filter(value, search) : null)), [groups, filter, search, searching]);
  const optionCount = rows.length - rows.filter((r) => r.kind === 'heading').length;
  const ids = useMemo(() => new Map(groups.flatMap((g) => g.entries).map((e, i) => [e.value, `${baseId}o${i}`])), [groups, baseId]);
  const optionId = (entry: Entry) => ids.get(entry.value) ?? `${baseId}o`;

  const virtualizer = usePaletteVirtualizer(rows, scroller);
  const chosen = highlight?.search === search ? rows.findIndex((r) => r.kind === 'option' && r.entry.value === highlight.value) : -1;
  const activeRow = chosen >= 0 ? chosen : rows.findIndex((r) => r.kind === 'option');
  const active = rows[activeRow];
  const activeShown = virtualizer.getVirtualItems().some((v) => v.index === activeRow);
  // A new search lists its best entries at the top. The offset the virtualizer last saw, not the
  // element's: scrolling an unscrolled list would still read its height and force a layout per keystroke.
  useLayoutEffect(() => {
    if ((virtualizer.scrollOffset ?? 0) > 0) virtualizer.scrollToOffset(0);
  }, [search, virtualizer]);

  const run = (entry: Entry) => {
    appStore.set(commandErrorAtom, null);
    const { command, option } = entry;
    if (command?.pick) {
      setState({ open: true, page: command.id });
      return;
    }
    if (command) {
      rememberRecent(storage(), ctx.startup.user.id, command.id);
      // The dialog shuts before the command runs, so a focus the command makes is kept (palette-close.ts).
      closeThenRun(closer, () => {
        execute(command, ctx).catch(fail);
      });
      return;
    }
    if (!option || !page || !pick) return;
    rememberRecent(storage(), ctx.startup.user.id, page.id);
    closeThenRun(closer, () => {
      Promise.resolve(pick.run(ctx, option.id)).catch(fail);
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // On a nested page Escape and Backspace in an empty field go back instead of closing.
    if (pageId !== null && (event.key === 'Escape' || (event.key === 'Backspace' && search === ''))) {
      event.preventDefault();
      event.stopPropagation();
      setState({ open: true, page: null });
      return;
    }
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    const move = moveFor(event);
    if (move) {
      event.preventDefault();
      const next = moveHighlight(rows, activeRow, move);
      const row = rows[next];
      if (row?.kind !== 'option') return;
      setHighlight({ search, value: row.entry.value });
      revealRow(virtualizer, rows, next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active?.kind === 'option') run(active.entry);
    }
  };

  return (
    <div cmdk-root="" className="palette" tabIndex={-1} onKeyDown={onKeyDown}>
      <label cmdk-label="" htmlFor={`${baseId}input`} id={labelId} className="visually-hidden">
        {page ? page.title : 'Command palette'}
      </label>
      {page && <p className="palette-page">{page.title}</p>}
      <input
        ref={input}
        id={`${baseId}input`}
        cmdk-input=""
        autoFocus
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="true"
        aria-controls={listId}
        aria-labelledby={labelId}
        aria-activedescendant={active?.kind === 'option' && activeShown ? optionId(active.entry) : undefined}
        value={search}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setSearch(event.target.value)}
        placeholder={pick ? pick.placeholder : 'Type a command or screen…'}
        className="palette-input"
      />
      <p role="status" className="visually-hidden">
        {optionCount === 1 ? '1 result' : `${optionCount} results`}
      </p>
      <PaletteList
        rows={rows}
        virtualizer={virtualizer}
        scroller={scroller}
        listId={listId}
        optionCount={optionCount}
        activeRow={activeRow}
        optionId={optionId}
        renderOption={(entry) => (entry.command ? <CommandOption command={entry.command} ctx={ctx} /> : <PickOptionView option={entry.option} />)}
        onHover={(entry) => setHighlight({ search, value: entry.value })}
        onRun={run}
      />
    </div>
  );
}

function PickOptionView({ option }: { option: PickOption | undefined }) {
  return (
    <>
      <span className="palette-title">{option?.title}</span>
      {option?.current && <span className="palette-state">current</span>}
    </>
  );
}

function CommandOption({ command, ctx }: { command: Command; ctx: CommandContext }) {
  const shortcut = command.shortcut;
  const checked = command.checked?.(ctx);
  return (
    <>
      <span className="palette-title">{command.title}</span>
      {checked !== undefined && <span className="palette-state">{checked ? 'on' : 'off'}</span>}
      {command.pick && <span className="palette-state" aria-hidden="true">›</span>}
      {shortcut && (
        <span className="palette-keys">
          <span className="visually-hidden">shortcut </span>
          {shortcutParts(shortcut, ctx.platform).map((part, i) => (
            <kbd key={i}>{part}</kbd>
          ))}
        </span>
      )}
    </>
  );
}
