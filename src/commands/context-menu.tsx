import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { refocusIfLost, useFloatingPanel } from '../ui/use-floating-panel.ts';
import type { Command, ContextMenuTarget } from './command-types.ts';
import { execute } from './execute.ts';
import { shortcutLabel } from './keys.ts';
import { contextMenuModel, menuLabel } from './menus.ts';
import { useCommandContext } from './use-command-context.ts';
import { useAvailableCommands } from './use-register-commands.ts';
import './context-menu.css';

/** A menu's target and accessible name ("Keyword actions"). */
export interface MenuTarget {
  readonly target: ContextMenuTarget;
  readonly label: string;
}

interface Props {
  readonly target: ContextMenuTarget;
  /** The menu's accessible name, e.g. "Keyword actions". */
  readonly label: string;
  /** Another target for a menu opened on some part of the area (a table's headers within its rows' area). */
  readonly targetOf?: (origin: Element | null) => MenuTarget | null;
  /** Called with the element the menu was opened on, before it shows (a row may select itself). */
  readonly onOpen?: (origin: Element | null) => void;
  readonly children: ReactNode;
}

/** A zero-size box at a point of the window: the place a context menu opens from. */
function pointAt(x: number, y: number) {
  return { getBoundingClientRect: () => ({ x, y, left: x, top: y, right: x, bottom: y, width: 0, height: 0 }) };
}

/**
 * A context menu that is a view of the registry: it lists the available commands placed on its
 * target, so it can never offer what the palette does not. It opens on right click, Shift+F10 and
 * the Menu key; arrows move, Enter runs, Escape closes and gives focus back.
 */
export function CommandContextMenu({ target: areaTarget, label: areaLabel, targetOf, onOpen, children }: Props) {
  const ctx = useCommandContext();
  const available = useAvailableCommands(ctx);
  const [at, setAt] = useState<{ x: number; y: number } | null>(null);
  const [opened, setOpened] = useState<MenuTarget | null>(null);
  const { target, label } = opened ?? { target: areaTarget, label: areaLabel };
  const [error, setError] = useState<string | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const menu = useRef<HTMLDivElement>(null);
  const items = useMemo(() => (ctx ? contextMenuModel(available, target) : []), [ctx, available, target]);

  const floating = useFloatingPanel({
    open: at !== null,
    placement: 'bottom-start',
    gap: 2,
    onOutside: () => {
      setAt(null);
      refocusIfLost(returnFocus.current);
    },
  });
  const { setReference, setFloating } = floating.refs;
  const menuRef = useCallback((element: HTMLDivElement | null) => {
    menu.current = element;
    setFloating(element);
  }, [setFloating]);
  useEffect(() => {
    if (at) setReference(pointAt(at.x, at.y));
  }, [at, setReference]);

  const open = (x: number, y: number, origin: Element | null) => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onOpen?.(origin);
    setOpened(targetOf?.(origin) ?? null);
    setError(null);
    setAt({ x, y });
  };
  const close = () => {
    setAt(null);
    returnFocus.current?.focus();
  };

  // Again when the entries change: opening on a row selects it, which brings that row's actions in
  // a render later, and focus belongs on the first of them.
  useEffect(() => {
    if (at) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [at, items]);

  const run = async (command: Command) => {
    if (!ctx) return;
    try {
      await execute(command, ctx);
      close();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'That did not work. Please try again.');
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => entries[(to + entries.length) % entries.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(entries.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') close();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div
      className="context-menu-area"
      onContextMenu={(event) => {
        if (!ctx) return;
        event.preventDefault();
        open(event.clientX, event.clientY, event.target instanceof Element ? event.target : null);
      }}
      onKeyDown={(event) => {
        if (!((event.key === 'F10' && event.shiftKey) || event.key === 'ContextMenu')) return;
        event.preventDefault();
        const origin = event.target instanceof Element ? event.target : null;
        const box = origin?.getBoundingClientRect();
        open(box?.left ?? 0, box?.bottom ?? 0, origin);
      }}
    >
      {children}
      {at && ctx && (
        <div
          ref={menuRef}
          role="menu"
          tabIndex={-1}
          aria-label={label}
          className="context-menu"
          style={floating.floatingStyles}
          onKeyDown={onMenuKey}
        >
          {items.length === 0 && <p className="muted">{target === 'keyword-rows' ? 'Nothing to do here: select rows first.' : 'Nothing to do here.'}</p>}
          {items.map((command) => {
            // As in every menu, shortcut hints are for advanced mode.
            const shortcut = ctx.advancedMode ? command.shortcut : undefined;
            return (
              <button key={command.id} type="button" role="menuitem" tabIndex={-1} onClick={() => void run(command)}>
                <span>{menuLabel(command)}</span>
                {shortcut && <kbd aria-hidden="true">{shortcutLabel(shortcut, ctx.platform)}</kbd>}
              </button>
            );
          })}
          {error && (
            <p role="alert" className="form-message">
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
