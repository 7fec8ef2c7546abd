import { describe, expect, it } from 'vitest';
import type { CommandDescriptor } from './command-types.ts';
import { describeClash, keymapClashes, scopesMeet, staticKeymap } from './keymap.ts';

const command = (id: string, shortcut: string, scope: CommandDescriptor['scope']): CommandDescriptor => ({ id, title: id, keywords: [], section: 'Test', shortcut, scope });

describe('the static keymap', () => {
  it('lists every shortcut of every list with its list, normalised for comparing', () => {
    const entries = staticKeymap({ shell: [command('a', 'mod+k', 'global'), { id: 'b', title: 'b', keywords: [], section: 'Test', scope: 'global' }] });
    expect(entries).toEqual([{ list: 'shell', id: 'a', sequence: 'mod+k', chords: ['Mod+k'], scope: 'global' }]);
  });

  it('finds a screen key that clashes with a global one, and a prefix within one screen, naming both commands', () => {
    const entries = staticKeymap({
      shell: [command('go.home', 'g h', 'global')],
      research: [command('research.go', 'g', { route: '/research' }), command('research.add', 'a', { route: '/research' })],
      table: [command('table.add', 'A', 'table-selection')],
    });
    expect(keymapClashes(entries).map(describeClash)).toEqual([
      '"g h" go.home (shell) ~ "g" research.go (research)',
      '"a" research.add (research) ~ "A" table.add (table)',
    ]);
  });

  it('lets two screens reuse a key: their routes never meet', () => {
    const entries = staticKeymap({
      one: [command('one.x', 'x', { route: '/collections' })],
      two: [command('two.x', 'x', { route: '/searchvolume' })],
    });
    expect(keymapClashes(entries)).toEqual([]);
  });

  it('meets: global with all, the table with every screen, routes only within one another', () => {
    expect(scopesMeet({ route: '/a' }, 'global')).toBe(true);
    expect(scopesMeet('screen', { route: '/a' })).toBe(true);
    expect(scopesMeet({ route: '/research' }, { route: '/research/x' })).toBe(true);
    expect(scopesMeet({ route: '/research' }, { route: '/researchx' })).toBe(false);
  });
});
