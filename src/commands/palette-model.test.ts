import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Command } from './command-types.ts';
import { GLOBAL_COMMANDS } from './global-commands.ts';
import { shortcutLabel, shortcutParts, sequenceKey } from './keys.ts';
import { paletteSections, RECENT_HEADING, type PaletteSection } from './palette-model.ts';
import { matchScore, paletteFilter, RECENT_BOOST } from './palette-score.ts';
import { readRecent, rememberRecent } from './recent-commands.ts';
import { createCommandRegistry } from './registry.ts';
import { demoContext } from '../../tests/support/command-test-context.ts';

const registry = createCommandRegistry();
registry.register(GLOBAL_COMMANDS);
const available = registry.available(demoContext('power'));
const resultCount = (sections: readonly PaletteSection[]) => sections.reduce((n, s) => n + s.commands.length, 0);
const entriesOf = (commands: readonly Command[]) => commands.map((c) => ({ value: c.id, title: c.title, keywords: c.keywords }));

/**
 * What cmdk lists for a query with our filter: the entries it scores above 0, best first (cmdk orders
 * the items by score and the groups by their best item, so the first title is the best score).
 */
function titles(query: string, recent: string[] = []): string[] {
  const listed = paletteSections(available, []).flatMap((s) => s.commands);
  const filter = paletteFilter(entriesOf(listed), recent);
  return listed
    .map((c) => ({ title: c.title, score: filter(c.id, query) }))
    .filter((e) => e.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((e) => e.title);
}

describe('palette ranking on cmdk\'s matching', () => {
  it('letters in order match, word starts and runs score higher, out of order does not match', () => {
    expect(matchScore('Go to Collections', [], 'coll')).toBeGreaterThan(matchScore('Go to Collections', [], 'cln'));
    expect(matchScore('Go to Collections', [], 'cln')).toBeGreaterThan(0);
    expect(matchScore('Go to Collections', [], 'xyz')).toBe(0);
    expect(matchScore('Dark Mode', ['theme'], 'theme')).toBeGreaterThan(0);
    expect(matchScore('Dark Mode', ['theme'], 'dark theme')).toBeGreaterThan(matchScore('Dark Mode', ['theme'], 'dark'));
    expect(matchScore('Dark Mode', ['theme'], 'dark xyz')).toBe(0);
  });

  it('scores 0 for a value it does not know, and keeps registry order between equal matches', () => {
    const filter = paletteFilter([{ value: 'a', title: 'Same', keywords: [] }, { value: 'b', title: 'Same', keywords: [] }], []);
    expect(filter('c', 'same')).toBe(0);
    expect(filter('a', 'same')).toBeGreaterThan(filter('b', 'same'));
  });

  it('a match counts more in the title than in a keyword; a recent command only decides near equals (property)', () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/u);
    fc.assert(
      fc.property(word, word, (title, query) => {
        const inTitle = matchScore(title, [], query);
        // The other entry's title is digits: the generated letters can never match it.
        const inKeyword = matchScore('0000', [title], query);
        if (inTitle > 0) expect(inTitle).toBeGreaterThan(inKeyword === 0 ? 0 : inKeyword * 1.49);
        const filter = paletteFilter([{ value: 'x', title, keywords: [] }], ['x']);
        const plain = paletteFilter([{ value: 'x', title, keywords: [] }], []);
        // The boost never turns a miss into a hit.
        if (inTitle === 0) expect(filter('x', query)).toBe(0);
        else expect(filter('x', query) - plain('x', query)).toBeCloseTo(RECENT_BOOST, 6);
      }),
    );
  });

  it('typing finds the screen first, keywords count, and a command the user lacks never shows', () => {
    expect(titles('ideas')[0]).toBe('Go to Ideas');
    expect(titles('dark')[0]).toBe('Dark Mode');
    expect(titles('night')).toContain('Dark Mode');
    // cmdk's matcher also lets scattered letters through ('s…i…g…n' in the keyword 'setting', 'o…u…t' in
    // 'shortcuts'), where the hand-written one found only 'Log out': such a match ranks far below.
    expect(titles('sign out')[0]).toBe('Log out');
    const [best, next] = titles('sign out').map((title) => matchScore(title, available.find((c) => c.title === title)?.keywords ?? [], 'sign out'));
    expect(next ?? 0).toBeLessThan((best ?? 0) / 10);
    expect(titles('Open command palette')).not.toContain('Open command palette');
  });

  it('recent commands come first without a query, under their own heading, and rank higher in a search', () => {
    const sections = paletteSections(available, ['go.pricing', 'settings.dark_mode']);
    expect(sections[0]).toMatchObject({ heading: RECENT_HEADING });
    expect(sections[0]?.commands.map((c) => c.title)).toEqual(['Go to Pricing', 'Dark Mode']);
    expect(resultCount(sections)).toBe(resultCount(paletteSections(available, [])));
    expect(titles('go to', ['go.suggests'])[0]).toBe('Go to Suggests');
  });
});

describe('keys', () => {
  it('shows Mod as Ctrl or ⌘ and sequences key by key', () => {
    expect(shortcutLabel('Mod+K', 'other')).toBe('Ctrl+K');
    expect(shortcutLabel('Mod+K', 'mac')).toBe('⌘K');
    expect(shortcutParts('g c', 'other')).toEqual(['g', 'c']);
    expect(shortcutLabel('Shift+Escape', 'other')).toBe('Shift+Escape');
    expect(sequenceKey('mod+k')).toBe(sequenceKey('Mod+K'));
  });
});

describe('recent commands storage', () => {
  it('keeps the newest first, without duplicates, per user, and survives broken storage', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    rememberRecent(storage, 2, 'a');
    rememberRecent(storage, 2, 'b');
    expect(rememberRecent(storage, 2, 'a')).toEqual(['a', 'b']);
    expect(readRecent(storage, 3)).toEqual([]);
    data.set('kwb.recent-commands.2', '{not json');
    expect(readRecent(storage, 2)).toEqual([]);
    expect(readRecent(undefined, 2)).toEqual([]);
  });
});
