import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Command as Cmdk } from 'cmdk';
import { useAtom } from 'jotai';
import { appStore } from '../session/app-store.ts';
import { appCommands, commandErrorAtom, paletteAtom } from './app-commands.ts';
import type { Command, CommandContext, PickOption } from './command-types.ts';
import { execute } from './execute.ts';
import { matchScore } from './fuzzy.ts';
import { shortcutParts } from './keys.ts';
import { paletteSections, resultCount } from './palette-model.ts';
import { readRecent, rememberRecent } from './recent-commands.ts';
import { useRegistryVersion } from './use-register-commands.ts';

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
  useEffect(() => {
    // The dialog opens in its parent's effect, after this one, and would focus cmdk's root: focus the field a frame later.
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const version = useRegistryVersion();
  const available = useMemo(() => appCommands.available(ctx), [ctx, version]);
  const page = pageId === null ? undefined : available.find((c) => c.id === pageId);
  const pick = page?.pick;
  const recent = useMemo(() => readRecent(storage(), ctx.startup.user.id), [ctx.startup.user.id]);
  const sections = useMemo(() => (pick ? [] : paletteSections(available, search, recent)), [pick, available, search, recent]);
  const choices = useMemo(() => (pick ? pick.options(ctx).filter((o) => matchScore(o.title, [], search) > 0) : []), [pick, ctx, search]);
  const values = pick ? choices.map((o) => `option:${o.id}`) : sections.flatMap((s) => s.commands.map((c) => c.id as string));
  const value = values.includes(selected) ? selected : (values[0] ?? '');
  const count = pick ? choices.length : resultCount(sections);

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
    <Cmdk label={page ? page.title : 'Command palette'} shouldFilter={false} vimBindings={false} loop value={value} onValueChange={setSelected} onKeyDown={back} className="palette">
      {page && <p className="palette-page">{page.title}</p>}
      <Cmdk.Input ref={input} autoFocus value={search} onValueChange={setSearch} placeholder={pick ? pick.placeholder : 'Type a command or screen…'} className="palette-input" />
      <p role="status" className="visually-hidden">
        {count === 1 ? '1 result' : `${count} results`}
      </p>
      <Cmdk.List className="palette-list">
        {count === 0 && <Cmdk.Empty>No matching commands.</Cmdk.Empty>}
        {pick ? (
          <Cmdk.Group heading={pick.heading}>
            {choices.map((option) => (
              <Cmdk.Item key={option.id} value={`option:${option.id}`} onSelect={() => runOption(option)} className="palette-item">
                <span>{option.title}</span>
                {option.current && <span className="palette-state">current</span>}
              </Cmdk.Item>
            ))}
          </Cmdk.Group>
        ) : (
          sections.map((section) => (
            <Cmdk.Group key={section.heading} heading={section.heading}>
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
