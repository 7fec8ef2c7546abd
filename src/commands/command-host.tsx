import { useEffect, useMemo, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { appStore } from '../session/app-store.ts';
import { appCommands, commandErrorAtom } from './app-commands.ts';
import { installBenchHook } from './bench-hook.ts';
import { CommandPalette, preloadPalette } from './command-palette.tsx';
import type { CommandContext } from './command-types.ts';
import { companyLinkCommands, GLOBAL_COMMANDS } from './global-commands.ts';
import { createKeyDispatcher, isTypingTarget } from './key-dispatcher.ts';
import { ShortcutSheet } from './shortcut-sheet.tsx';
import './palette.css';
import { useCommandContext } from './use-command-context.ts';
import { useRegisterCommands } from './use-register-commands.ts';

installBenchHook();
const options = { store: appStore };

/** Keys count as typing in text fields and while any modal dialog (the palette, the sheet) holds focus. */
function typingAt(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const field = target instanceof HTMLElement ? target : null;
  return isTypingTarget(field && { tagName: field.tagName, isContentEditable: field.isContentEditable, type: (field as HTMLInputElement).type }) || target.closest('dialog[open]') !== null;
}

/**
 * The registry's live side once start-up data is there: registers the shell's commands, turns
 * key presses into commands, and hosts the palette, the shortcut sheet and a failed command's alert.
 */
export function CommandHost() {
  const ctx = useCommandContext();
  const links = ctx?.access.features.extraNavigation;
  useRegisterCommands(GLOBAL_COMMANDS);
  useRegisterCommands(useMemo(() => companyLinkCommands(links ?? []), [links]));
  const contextRef = useRef<CommandContext | null>(null);
  contextRef.current = ctx;

  useEffect(() => {
    const dispatcher = createKeyDispatcher({
      context: () => contextRef.current,
      available: (c) => appCommands.available(c),
      onConflict: (conflict) => console.error(`Shortcut "${conflict.sequence}" is claimed by ${conflict.commands.join(', ')}; none was run.`),
      onError: (error, command) => appStore.set(commandErrorAtom, `${command.title} did not work${error instanceof Error && error.message ? `: ${error.message}` : '.'}`),
    });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const result = dispatcher.handle({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, shiftKey: event.shiftKey, typing: typingAt(event.target) });
      if (result !== 'none') event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      dispatcher.reset();
    };
  }, []);

  const loggedIn = ctx !== null;
  useEffect(() => {
    if (!loggedIn) return;
    // Fetch the palette's code while the user reads the first screen, so Ctrl+K paints at once.
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
    idle(() => preloadPalette());
  }, [loggedIn]);

  const error = useAtomValue(commandErrorAtom, options);
  if (!ctx) return null;
  return (
    <>
      <CommandPalette ctx={ctx} />
      <ShortcutSheet ctx={ctx} />
      <div role="alert" className={error ? 'command-error' : 'visually-hidden'}>
        {error}
      </div>
    </>
  );
}
