import { describe, expect, it } from 'vitest';
import { fuzzyScore, matchScore } from './fuzzy.ts';
import { GLOBAL_COMMANDS } from './global-commands.ts';
import { shortcutLabel, shortcutParts, sequenceKey } from './keys.ts';
import { paletteSections, RECENT_HEADING, resultCount } from './palette-model.ts';
import { readRecent, rememberRecent } from './recent-commands.ts';
import { createCommandRegistry } from './registry.ts';
import { demoContext } from '../../tests/support/command-test-context.ts';

const registry = createCommandRegistry();
registry.register(GLOBAL_COMMANDS);
const available = registry.available(demoContext('power'));
const titles = (query: string, recent: string[] = []) => paletteSections(available, query, recent).flatMap((s) => s.commands.map((c) => c.title));

describe('fuzzy search', () => {
  it('letters in order match, word starts and runs score higher, out of order does not match', () => {
    expect(fuzzyScore('Go to Collections', 'coll')).toBeGreaterThan(fuzzyScore('Go to Collections', 'cln'));
    expect(fuzzyScore('Go to Collections', 'cln')).toBeGreaterThan(0);
    expect(fuzzyScore('Go to Collections', 'xyz')).toBe(0);
    expect(matchScore('Dark Mode', ['theme'], 'theme')).toBeGreaterThan(0);
  });

  it('typing finds the screen first, keywords count, and a command the user lacks never shows', () => {
    expect(titles('ideas')[0]).toBe('Go to Ideas');
    expect(titles('dark')[0]).toBe('Dark Mode');
    expect(titles('night')).toContain('Dark Mode');
    expect(titles('sign out')).toEqual(['Log out']);
    expect(titles('Open command palette')).not.toContain('Open command palette');
  });

  it('recent commands come first without a query, under their own heading, and rank higher in a search', () => {
    const sections = paletteSections(available, '', ['go.pricing', 'settings.dark_mode']);
    expect(sections[0]).toMatchObject({ heading: RECENT_HEADING });
    expect(sections[0]?.commands.map((c) => c.title)).toEqual(['Go to Pricing', 'Dark Mode']);
    expect(resultCount(sections)).toBe(resultCount(paletteSections(available, '', [])));
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
