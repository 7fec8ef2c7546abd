import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessContextFromStartup } from './access-context.ts';
import { DEMO_STARTUP } from '../../tests/support/access-fixtures.ts';
import { groupNavEntries, visibleNavigation, type NavEntry } from './access-nav.ts';

type Entry = NavEntry & { readonly href: string };
const ENTRIES: readonly Entry[] = [
  { id: 'ideas', label: 'Ideas', suite: 'research', order: 20, href: '/ideas' },
  { id: 'chat', label: 'Chat', suite: 'chat', order: 10, href: '/seo-ai' },
  { id: 'collections', label: 'Collections', suite: 'research', order: 10, href: '/collections' },
  { id: 'wdf', label: 'WDF', suite: 'content', order: 10, href: '/wdf-idf', alsoNeeds: () => false },
];

describe('groupNavEntries', () => {
  it('puts entries under their suites in the shell order, each list by order, and leaves empty suites out', () => {
    expect(groupNavEntries(ENTRIES).map((g) => [g.label, g.entries.map((e) => e.id)])).toEqual([
      ['Research', ['collections', 'ideas']],
      ['Content', ['wdf']],
      ['AI Chat (beta)', ['chat']],
    ]);
  });

  it('does not depend on the order the manifests declare their entries in', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...ENTRIES], { minLength: ENTRIES.length }), (shuffled) => {
        expect(groupNavEntries(shuffled)).toEqual(groupNavEntries(ENTRIES));
      }),
    );
  });
});

describe('visibleNavigation', () => {
  it('shows an entry only when its route lets the user in and its extra rule holds', () => {
    const admin = accessContextFromStartup(DEMO_STARTUP.admin);
    const ideasOnly = accessContextFromStartup(DEMO_STARTUP.ideas);
    const ids = (nav: ReturnType<typeof visibleNavigation>) => nav.suites.flatMap((s) => s.entries.map((e) => e.id));
    expect(ids(visibleNavigation(admin, groupNavEntries(ENTRIES)))).toEqual(['collections', 'ideas', 'chat']);
    expect(ids(visibleNavigation(ideasOnly, groupNavEntries(ENTRIES)))).toEqual(['ideas']);
  });
});
