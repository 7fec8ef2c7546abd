import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateEntries } from '../columns/custom-columns.ts';
import { ENTRY_PALETTE as OPTION_COLOURS } from '../columns/parameter-columns.ts';
import { addOption, initialOptions, nextColour, removeOption, toEntries, updateOption, type OptionDraft } from './option-list.ts';

const listOf = (texts: readonly string[]): OptionDraft[] => texts.reduce<OptionDraft[]>((list, t) => addOption(list, t), []);

describe('option list', () => {
  it('starts with one empty option', () => {
    expect(initialOptions()).toEqual([{ key: 1, text: '', color: OPTION_COLOURS[0] }]);
  });
  it('gives each new option a new key and an unused colour', () => {
    const list = listOf(['Hoch', 'Mittel', 'Niedrig']);
    expect(list.map((o) => o.key)).toEqual([1, 2, 3]);
    expect(new Set(list.map((o) => o.color)).size).toBe(3);
  });
  it('keeps keys unique after removals', () => {
    const list = addOption(removeOption(listOf(['a', 'b', 'c']), 2), 'd');
    expect(list.map((o) => o.key)).toEqual([1, 3, 4]);
  });
  it('takes a colour freed by a removal and cycles when all are used', () => {
    const list = removeOption(listOf(['a', 'b', 'c']), 1);
    expect(nextColour(list)).toBe(OPTION_COLOURS[0]);
    const full = listOf(OPTION_COLOURS.map((_, i) => `o${i}`));
    expect(OPTION_COLOURS).toContain(nextColour(full));
  });
  it('edits only the option with the key', () => {
    const list = updateOption(listOf(['a', 'b']), 2, { text: 'B', color: '#000000' });
    expect(list.map((o) => [o.text, o.color])).toEqual([
      ['a', OPTION_COLOURS[0]],
      ['B', '#000000'],
    ]);
  });
  it('numbers entries 1..n in the shown order with trimmed texts', () => {
    const list = removeOption(listOf([' Hoch ', 'x', 'Niedrig']), 2);
    expect(toEntries(list)).toEqual([
      { id: 1, text: 'Hoch', color: OPTION_COLOURS[0] },
      { id: 2, text: 'Niedrig', color: OPTION_COLOURS[2] },
    ]);
  });
  it('turns distinct non-empty texts into entries the column model accepts', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]{1,12}$/u), { minLength: 1, maxLength: 30 }), (texts) => {
        const entries = toEntries(listOf(texts));
        expect(validateEntries(entries)).toBeNull();
        expect(entries.map((e) => e.id)).toEqual(texts.map((_, i) => i + 1));
      }),
    );
  });
});
