import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Command as Cmdk, useCommandState } from 'cmdk';
import { useAtom } from 'jotai';
import { appStore } from '../session/app-store.ts';
import { commandErrorAtom, paletteAtom } from './app-commands.ts';
import type { Command, CommandContext, PickOption } from './command-types.ts';
import { execute } from './execute.ts';
import { shortcutParts } from './keys.ts';
import { paletteSections } from './palette-model.ts';
import { restoreOrder, type RenderedGroup } from './palette-order.ts';
import { paletteFilter, type Rankable } from './palette-score.ts';
import { readRecent, rememberRecent } from './recent-commands.ts';
import { useAvailableCommands } from './use-register-commands.ts';

const options = { store: appStore };
const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

function fail(error: unknown): void {
  appStore.set(commandErrorAtom, error instanceof Error && error.message ? `That did not work: ${error.message}` : 'That did not work. Please try again.');
}

type BodyProps = { ctx: CommandContext; pageId: string | null; close: () => void };

/** The palette's content: cmdk's combobox over the registry. Loaded on demand, it carries cmdk. */
export function PaletteBody({ ctx, pageId, close }: BodyProps) {
  const [, setState] = useAtom(paletteAtom, options);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The dialog opens in its parent's effect, after this one, and would focus cmdk's root: focus the field a frame later.
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const available = useAvailableCommands(ctx);
  const page = pageId === null ? undefined : available.find((c) => c.id === pageId);
  const pick = page?.pick;
  const recent = useMemo(() => readRecent(storage(), ctx.startup.user.id), [ctx.startup.user.id]);
  // cmdk filters whatever is rendered; only the Recent group depends on whether there is a search.
  const searching = search !== '';
  const sections = useMemo(() => (pick ? [] : paletteSections(available, searching ? [] : recent)), [pick, available, searching, recent]);
  const choices = useMemo(() => (pick ? pick.options(ctx) : []), [pick, ctx]);
  const filter = useMemo(() => {
    const entries: Rankable[] = pick
      ? choices.map((o) => ({ value: `option:${o.id}`, title: o.title, keywords: [] }))
      : available.map((c) => ({ value: c.id, title: c.title, keywords: c.keywords }));
    return paletteFilter(entries, pick ? [] : recent);
  }, [pick, choices, available, recent]);
  const rendered = useMemo<RenderedGroup[]>(
    () => (pick ? [{ heading: pick.heading, values: choices.map((o) => `option:${o.id}`) }] : sections.map((s) => ({ heading: s.heading, values: s.commands.map((c) => c.id) }))),
    [pick, choices, sections],
  );
  // Only after a search: on opening the DOM is in React's order already, and 500 moves would delay the first paint.
  const searched = useRef(false);
  useLayoutEffect(() => {
    if (searching) {
      searched.current = true;
      return;
    }
    if (!searched.current || !list.current) return;
    searched.current = false;
    const first = restoreOrder(list.current, rendered);
    if (first !== null) setSelected(first);
  }, [searching, rendered]);

  const runCommand = (command: Command) => {
    appStore.set(commandErrorAtom, null);
    if (command.pick) {
      setState({ open: true, page: command.id });
      return;
    }
    rememberRecent(storage(), ctx.startup.user.id, command.id);
    close();
    execute(command, ctx).catch(fail);
  };
  const runOption = (option: PickOption) => {
    if (!page || !pick) return;
    rememberRecent(storage(), ctx.startup.user.id, page.id);
    close();
    Promise.resolve(pick.run(ctx, option.id)).catch(fail);
  };
  const back = (event: KeyboardEvent) => {
    // On a nested page Escape and Backspace in an empty field go back instead of closing.
    if (pageId !== null && (event.key === 'Escape' || (event.key === 'Backspace' && search === ''))) {
      event.preventDefault();
      event.stopPropagation();
      setState({ open: true, page: null });
    }
  };

  return (
    <Cmdk label={page ? page.title : 'Command palette'} filter={filter} vimBindings={false} loop value={selected} onValueChange={setSelected} onKeyDown={back} className="palette">
      {page && <p className="palette-page">{page.title}</p>}
      <Cmdk.Input ref={input} autoFocus value={search} onValueChange={setSearch} placeholder={pick ? pick.placeholder : 'Type a command or screen…'} className="palette-input" />
      <ResultCount />
      <Cmdk.List ref={list} className="palette-list">
        <Cmdk.Empty>No matching commands.</Cmdk.Empty>
        {pick ? (
          <Cmdk.Group heading={pick.heading} data-heading={pick.heading}>
            {choices.map((option) => (
              <Cmdk.Item key={option.id} value={`option:${option.id}`} onSelect={() => runOption(option)} className="palette-item">
                <span>{option.title}</span>
                {option.current && <span className="palette-state">current</span>}
              </Cmdk.Item>
            ))}
          </Cmdk.Group>
        ) : (
          sections.map((section) => (
            <Cmdk.Group key={section.heading} heading={section.heading} data-heading={section.heading}>
              {section.commands.map((command) => (
                <PaletteItem key={command.id} command={command} ctx={ctx} onSelect={() => runCommand(command)} />
              ))}
            </Cmdk.Group>
          ))
        )}
      </Cmdk.List>
    </Cmdk>
  );
}

/** Read out as the list changes; cmdk's count is of what its filter let through. */
function ResultCount() {
  const count = useCommandState((state) => state.filtered.count);
  return (
    <p role="status" className="visually-hidden">
      {count === 1 ? '1 result' : `${count} results`}
    </p>
  );
}

function PaletteItem({ command, ctx, onSelect }: { command: Command; ctx: CommandContext; onSelect: () => void }) {
  const shortcut = command.shortcut;
  const checked = command.checked?.(ctx);
  return (
    <Cmdk.Item value={command.id} onSelect={onSelect} className="palette-item">
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
    </Cmdk.Item>
  );
}
