import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { customColumn } from '../columns/custom-columns.ts';
import { parameterColumn } from '../columns/parameter-columns.ts';
import { choiceValue, freeTextValue, initialChoice, MAX_FREE_TEXT, setValueTitle, typeAheadChoice, valueChoices } from './set-value-model.ts';

const priority = customColumn('Priority', 'dropdown', [
  { id: 1, text: 'High', color: '#dc2626' },
  { id: 2, text: 'Medium', color: '#d97706' },
  { id: 3, text: 'Hold', color: '#475569' },
  { id: 4, text: 'Low', color: '#16a34a' },
]);
const note = customColumn('Note', 'free');

describe('setValueTitle', () => {
  it('names the column and the German-formatted count', () => {
    expect(setValueTitle(priority, 50)).toBe('Set Priority for 50 keywords');
    expect(setValueTitle(priority, 1500)).toBe('Set Priority for 1.500 keywords');
    expect(setValueTitle({ ...note, modifiedText: 'Notiz' }, 1)).toBe('Set Notiz for 1 keyword');
  });
});

describe('valueChoices', () => {
  it("puts '-' first for user dropdowns", () => {
    expect(valueChoices(priority).map((c) => c.text)).toEqual(['-', 'High', 'Medium', 'Hold', 'Low']);
  });
  it("keeps the parameter columns' own '-' once", () => {
    const choices = valueChoices(parameterColumn('question', 'de'));
    expect(choices.filter((c) => c.id === 0)).toHaveLength(1);
    expect(choices[0]?.text).toBe('-');
  });
  it('offers nothing for free text', () => {
    expect(valueChoices(note)).toEqual([]);
  });
  it("starts on the first real entry and clears with '-'", () => {
    expect(initialChoice(valueChoices(priority))).toBe(1);
    expect(initialChoice([])).toBe(0);
    expect(choiceValue(priority, 0)).toBeNull();
    expect(choiceValue(priority, 3)).toBe(3);
    expect(choiceValue(parameterColumn('comparison', 'en'), 0)).toBe(0);
  });
});

describe('typeAheadChoice', () => {
  const choices = valueChoices(priority);
  it('jumps to the next entry starting with the letter and wraps', () => {
    expect(typeAheadChoice(choices, 1, 'h')).toBe(3);
    expect(typeAheadChoice(choices, 3, 'H')).toBe(1);
    expect(typeAheadChoice(choices, 1, 'l')).toBe(4);
    expect(typeAheadChoice(choices, 4, '-')).toBe(0);
  });
  it('ignores keys that are no letter to type or find nothing', () => {
    expect(typeAheadChoice(choices, 1, 'x')).toBeNull();
    expect(typeAheadChoice(choices, 1, 'Enter')).toBeNull();
    expect(typeAheadChoice(choices, 1, ' ')).toBeNull();
  });
  it('only ever lands on a choice starting with the key', () => {
    fc.assert(
      fc.property(fc.constantFrom(...choices.map((c) => c.id)), fc.string({ minLength: 1, maxLength: 1 }), (current, key) => {
        const found = typeAheadChoice(choices, current, key);
        if (found === null) return;
        const choice = choices.find((c) => c.id === found);
        expect(choice?.text.toLowerCase().startsWith(key.toLowerCase())).toBe(true);
      }),
    );
  });
});

describe('freeTextValue', () => {
  it('trims, clears on empty and refuses overlong text', () => {
    expect(freeTextValue('  call back ')).toEqual({ ok: true, value: 'call back' });
    expect(freeTextValue('   ')).toEqual({ ok: true, value: null });
    expect(freeTextValue('x'.repeat(MAX_FREE_TEXT))).toEqual({ ok: true, value: 'x'.repeat(MAX_FREE_TEXT) });
    expect(freeTextValue('x'.repeat(1201))).toEqual({ ok: false, message: 'The text has 1.201 characters; at most 200 fit in a cell.' });
  });
});
