import type { Ref } from 'react';
import { shortcutParts, type Platform } from '../../commands/keys.ts';
import type { ShortcutRow } from './shortcut-table.ts';

/**
 * Every keyboard shortcut of the app as one table, made from the command registry's lists, so it
 * cannot list a key that no longer works or miss a new one (shortcut-table.test.tsx).
 */
export function ShortcutTableView({ rows, platform, headingRef }: { rows: readonly ShortcutRow[]; platform: Platform; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <>
      <h2 id="kb-shortcuts-title" ref={headingRef} tabIndex={-1}>
        All keyboard shortcuts
      </h2>
      <p>
        Every shortcut of the app, read from the command registry. A sequence such as <kbd>g</kbd> <kbd>c</kbd> means: press <kbd>g</kbd>, then <kbd>c</kbd> within a second. Shortcuts wait while you type in a field. <kbd>?</kbd> shows
        the ones you can use on the current screen.
      </p>
      <div className="kb-table-wrap">
        <table className="kb-shortcuts" aria-labelledby="kb-shortcuts-title">
          <thead>
            <tr>
              <th scope="col">Keys</th>
              <th scope="col">Command</th>
              <th scope="col">Where</th>
              <th scope="col">Section</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-command={row.id}>
                <td>
                  {shortcutParts(row.sequence, platform).map((part, i) => (
                    <span key={i}>
                      {i > 0 && ' '}
                      <kbd>{part}</kbd>
                    </span>
                  ))}
                </td>
                <td>{row.title}</td>
                <td>{row.where}</td>
                <td>{row.section}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
