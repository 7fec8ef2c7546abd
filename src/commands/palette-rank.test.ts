import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALL_COMMANDS } from './all-commands.ts';
import { EQUAL_MARGIN, moveHighlight, paletteRows, rankGroups, type PaletteRow, type RankGroup } from './palette-rank.ts';
import { paletteFilter, type Rankable } from './palette-score.ts';

/** Every described command, grouped by section in list order, with the Help section placed first. */
function helpFirst(): RankGroup<Rankable>[] {
  const sections = new Map<string, Rankable[]>();
  for (const d of Object.values(ALL_COMMANDS).flat()) {
    const list = sections.get(d.section) ?? [];
    list.push({ value: d.id, title: d.title, keywords: d.keywords });
    sections.set(d.section, list);
  }
  return [...sections]
    .map(([heading, entries]) => ({ heading, entries }))
    .sort((a, b) => Number(b.heading === 'Help') - Number(a.heading === 'Help'));
}

const optionValues = <T extends Rankable>(rows: readonly PaletteRow<T>[]) => rows.flatMap((r) => (r.kind === 'option' ? [r.entry.value] : []));

function ranked(groups: RankGroup<Rankable>[], query: string): string[] {
  const filter = paletteFilter(groups.flatMap((g) => g.entries), []);
  return optionValues(paletteRows(rankGroups(groups, (value) => filter(value, query))));
}

describe('the palette\'s rows for a search', () => {
  it('a clearly better entry comes first even when its group is listed below a weaker one ("Dark Mode", "sign out")', () => {
    const groups = helpFirst();
    expect(groups[0]?.heading).toBe('Help');
    // The Help article on modes lists "dark mode" among its keywords and scored second; cmdk showed it first.
    expect(ranked(groups, 'Dark Mode')[0]).toBe('settings.dark_mode');
    expect(ranked(groups, 'dark mode')[0]).toBe('settings.dark_mode');
    expect(ranked(groups, 'Dark Mode')).toContain('help.article.account');
    expect(ranked(groups, 'sign out')[0]).toBe('account.logout');
  });

  it('among near equals the listed order decides, as the journeys expect ("search volume" goes to the screen)', () => {
    const research = helpFirst().filter((g) => g.heading === 'Research' || g.heading === 'Help');
    expect(research.map((g) => g.heading)).toEqual(['Help', 'Research']);
    // The Help article on questions scores a few ten-thousandths above the screen: equals, so the listed order decides.
    expect(ranked(research, 'search volume')[0]).toBe('help.article.questions');
    expect(ranked(research.reverse(), 'search volume')[0]).toBe('go.searchvolume');
  });

  it('without a search every group shows as given, headings before their entries', () => {
    const groups = [{ heading: 'A', entries: [{ value: 'a1', title: 'One', keywords: [] }] }, { heading: 'Empty', entries: [] }, { heading: 'B', entries: [{ value: 'b1', title: 'Two', keywords: [] }] }];
    const rows = paletteRows(rankGroups(groups, null));
    expect(rows.map((r) => (r.kind === 'heading' ? `# ${r.heading}` : r.entry.value))).toEqual(['# A', 'a1', '# B', 'b1']);
    expect(rows.flatMap((r) => (r.kind === 'option' ? [r.option] : []))).toEqual([0, 1]);
  });

  it('lists exactly the entries scoring above 0, each group best first, a group before another only when not clearly worse (property)', () => {
    const entry = fc.record({ title: fc.stringMatching(/^[a-c ]{0,6}$/u), keywords: fc.array(fc.stringMatching(/^[a-c]{1,4}$/u), { maxLength: 2 }) });
    const groups = fc.array(fc.array(entry, { maxLength: 5 }), { maxLength: 5 });
    fc.assert(
      fc.property(groups, fc.stringMatching(/^[a-c]{1,3}( [a-c]{1,2})?$/u), (shapes, query) => {
        const input = shapes.map((entries, g) => ({ heading: `G${g}`, entries: entries.map((e, i) => ({ value: `${g}.${i}`, ...e })) }));
        const filter = paletteFilter(input.flatMap((g) => g.entries), []);
        const score = (value: string) => filter(value, query);
        const out = rankGroups(input, score);
        const expected = input.flatMap((g) => g.entries).filter((e) => score(e.value) > 0).map((e) => e.value);
        expect(out.flatMap((g) => g.entries.map((e) => e.value)).sort()).toEqual(expected.sort());
        const best = (g: RankGroup<Rankable>) => Math.max(...g.entries.map((e) => score(e.value)));
        const listed = (g: RankGroup<Rankable>) => input.findIndex((i) => i.heading === g.heading);
        for (const g of out) {
          const scores = g.entries.map((e) => score(e.value));
          expect(scores).toEqual([...scores].sort((a, b) => b - a));
        }
        out.forEach((a, i) => {
          for (const b of out.slice(i + 1)) {
            expect(best(a)).toBeGreaterThanOrEqual(best(b) - EQUAL_MARGIN);
            // A weaker group ahead of a better one was listed ahead of it.
            if (best(a) < best(b)) expect(listed(a)).toBeLessThan(listed(b));
          }
        });
      }),
    );
  });
});

describe('moving the highlight', () => {
  const groups = [
    { heading: 'A', entries: [{ value: 'a1', title: 'a1', keywords: [] }, { value: 'a2', title: 'a2', keywords: [] }] },
    { heading: 'B', entries: [{ value: 'b1', title: 'b1', keywords: [] }] },
    { heading: 'C', entries: [{ value: 'c1', title: 'c1', keywords: [] }, { value: 'c2', title: 'c2', keywords: [] }] },
  ];
  const rows = paletteRows(rankGroups(groups, null));
  const at = (value: string) => rows.findIndex((r) => r.kind === 'option' && r.entry.value === value);
  const valueAt = (index: number) => {
    const row = rows[index];
    return row?.kind === 'option' ? row.entry.value : null;
  };

  it('steps over headings and loops at both ends; Home and End go to the first and last entry', () => {
    expect(valueAt(moveHighlight(rows, at('a2'), 'next'))).toBe('b1');
    expect(valueAt(moveHighlight(rows, at('b1'), 'previous'))).toBe('a2');
    expect(valueAt(moveHighlight(rows, at('c2'), 'next'))).toBe('a1');
    expect(valueAt(moveHighlight(rows, at('a1'), 'previous'))).toBe('c2');
    expect(valueAt(moveHighlight(rows, -1, 'next'))).toBe('a1');
    expect(valueAt(moveHighlight(rows, at('b1'), 'first'))).toBe('a1');
    expect(valueAt(moveHighlight(rows, at('b1'), 'last'))).toBe('c2');
    expect(moveHighlight(paletteRows([]), -1, 'next')).toBe(-1);
  });

  it('Alt+Arrow jumps to the first entry of the next or previous group, or steps when there is none', () => {
    expect(valueAt(moveHighlight(rows, at('a2'), 'next-group'))).toBe('b1');
    expect(valueAt(moveHighlight(rows, at('c2'), 'previous-group'))).toBe('b1');
    expect(valueAt(moveHighlight(rows, at('b1'), 'previous-group'))).toBe('a1');
    expect(valueAt(moveHighlight(rows, at('c1'), 'next-group'))).toBe('c2');
    expect(valueAt(moveHighlight(rows, at('a1'), 'previous-group'))).toBe('c2');
  });
});
