import { useId, useMemo } from 'react';
import { useAtom } from 'jotai';
import { appStore } from '../session/app-store.ts';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { shortcutSheetOpenAtom } from './app-commands.ts';
import { activeBindings, type ActiveBinding } from './bindings.ts';
import type { CommandContext } from './command-types.ts';
import { shortcutParts } from './keys.ts';
import { useAvailableCommands } from './use-register-commands.ts';

const options = { store: appStore };

/** `?`: every shortcut the user can use right now, by section, generated from the registry. */
export function ShortcutSheet({ ctx }: { ctx: CommandContext }) {
  const [open, setOpen] = useAtom(shortcutSheetOpenAtom, options);
  const titleId = useId();
  const available = useAvailableCommands(ctx);
  const sections = useMemo(() => {
    const grouped = new Map<string, ActiveBinding[]>();
    for (const binding of activeBindings(available)) {
      const list = grouped.get(binding.command.section);
      if (list) list.push(binding);
      else grouped.set(binding.command.section, [binding]);
    }
    return [...grouped];
  }, [available]);
  const close = () => setOpen(false);
  return (
    <ModalDialog open={open} labelledBy={titleId} className="shortcut-sheet" onClose={close}>
      <div className="shortcut-sheet-head">
        <h2 id={titleId}>Keyboard shortcuts</h2>
        <button type="button" className="secondary" onClick={close}>
          Close
        </button>
      </div>
      {open && (
        <>
          <p className="muted">
            Sequences: press <kbd>g</kbd>, then a letter within a second. Shortcuts wait while you type in a field, except <kbd>Escape</kbd> and the palette.
          </p>
          <div className="shortcut-sections">
            {sections.map(([section, bindings], index) => (
              <section key={section} aria-labelledby={`${titleId}-${index}`}>
                <h3 id={`${titleId}-${index}`}>{section}</h3>
                <dl>
                  {bindings.map((binding) => (
                    <div key={binding.command.id} className="shortcut-row">
                      <dt>{binding.command.title}</dt>
                      <dd>
                        {shortcutParts(binding.sequence, ctx.platform).map((part, i) => (
                          <span key={i}>
                            {i > 0 && ' '}
                            <kbd>{part}</kbd>
                          </span>
                        ))}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
        </>
      )}
    </ModalDialog>
  );
}
