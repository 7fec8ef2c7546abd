import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ALL_COMMANDS } from '../../commands/all-commands.ts';
import type { CommandDescriptor } from '../../commands/command-types.ts';
import { shortcutLabel } from '../../commands/keys.ts';
import { shortcutRows } from './shortcut-table.ts';
import { ShortcutTableView } from './shortcut-table-view.tsx';

const lists: Readonly<Record<string, readonly CommandDescriptor[]>> = ALL_COMMANDS;
const registered = Object.values(lists).flat().filter((d) => d.shortcut !== undefined);

/** The rendered table's body rows as [command id, keys, title], read back from the HTML. */
function renderedRows(): string[][] {
  const html = renderToStaticMarkup(<ShortcutTableView rows={shortcutRows(ALL_COMMANDS)} platform="other" />);
  const rows = [...html.matchAll(/<tr data-command="([^"]+)">(.*?)<\/tr>/gu)];
  return rows.map(([, id, cells]) => {
    const [keys = '', title = ''] = [...(cells ?? '').matchAll(/<td>(.*?)<\/td>/gu)].map((c) => (c[1] ?? '').replace(/<[^>]+>/gu, ''));
    return [id ?? '', keys, title];
  });
}

describe('the table of every keyboard shortcut', () => {
  it('has one row per command of the registry that has a shortcut, in the registry order', () => {
    expect(registered.length).toBeGreaterThan(20);
    expect(renderedRows()).toEqual(registered.map((d) => [d.id, shortcutLabel(d.shortcut ?? '', 'other'), d.title.replace(/&/gu, '&amp;')]));
  });

  it('includes the help key and the knowledge base commands', () => {
    const ids = renderedRows().map(([id]) => id);
    expect(ids).toContain('help.screen');
    expect(ids).toContain('knowledge.focus-search');
    expect(ids).toContain('go.knowledge');
  });

  it('names where each shortcut works', () => {
    const rows = shortcutRows({ a: [
      { id: 'a.1', title: 'One', keywords: [], section: 'S', scope: 'global', shortcut: 'x' },
      { id: 'a.2', title: 'Two', keywords: [], section: 'S', scope: { route: '/ideas' }, shortcut: 'y' },
      { id: 'a.3', title: 'Three', keywords: [], section: 'S', scope: 'screen', shortcut: 'z' },
      { id: 'a.4', title: 'Four', keywords: [], section: 'S', scope: 'table-selection', shortcut: 'w' },
      { id: 'a.5', title: 'None', keywords: [], section: 'S', scope: 'global' },
    ] });
    expect(rows.map((r) => r.where)).toEqual(['Everywhere', 'On /ideas', 'Screens with a keyword table', 'Selected table rows']);
  });
});
