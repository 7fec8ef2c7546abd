import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { customColumn } from '../columns/custom-columns.ts';
import { keywordColumns } from '../columns/keyword-columns.ts';
import { buildCustomColumn, CUSTOM_KINDS, optionProblem, previewEntries, withKind, type CustomColumnDraft } from './custom-column-draft.ts';
import { addOption, initialOptions, type OptionDraft } from './option-list.ts';

const existing = [...keywordColumns({ months: ['202411'], amazon: false, ranking: false }), customColumn('Status', 'free')];
const options = (...texts: string[]): OptionDraft[] => texts.reduce<OptionDraft[]>((list, t) => addOption(list, t), []);
const draft = (patch: Partial<CustomColumnDraft>): CustomColumnDraft => ({ kind: 'dropdown', name: 'Priority', options: options('High', 'Low'), ...patch });

describe('buildCustomColumn', () => {
  it('builds a dropdown with entries numbered 1..n', () => {
    const result = buildCustomColumn(draft({}), existing, 'de');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.column.value).toBe('custom_Priority');
    expect(result.column.customOptions?.entries.map((e) => [e.id, e.text])).toEqual([
      [1, 'High'],
      [2, 'Low'],
    ]);
  });
  it('builds a free text column without entries', () => {
    const result = buildCustomColumn(draft({ kind: 'free', options: [] }), existing, 'de');
    expect(result.ok && result.column.customOptions).toEqual({ type: 'free', entries: [] });
  });
  it('builds a parameter column under the chosen name with the - entry first', () => {
    const result = buildCustomColumn(draft({ kind: 'question', name: 'W-Fragen' }), existing, 'de');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.column.text).toBe('W-Fragen');
    expect(result.column.customOptions?.entries[0]).toMatchObject({ id: 0, text: '-' });
    expect(result.column.customOptions?.entries[1]).toMatchObject({ id: 1, text: 'wer' });
  });
  it('names a clash with an existing title or custom name', () => {
    expect(buildCustomColumn(draft({ name: 'avg. VOLUME' }), existing, 'de')).toEqual({
      ok: false,
      problem: 'name',
      message: 'A column named "avg. VOLUME" already exists.',
    });
    expect(buildCustomColumn(draft({ name: 'status' }), existing, 'de')).toMatchObject({ ok: false, problem: 'name' });
  });
  it('asks for a name', () => {
    expect(buildCustomColumn(draft({ name: '  ' }), existing, 'de')).toMatchObject({ ok: false, problem: 'name' });
  });
  it('names the option problem of a dropdown', () => {
    expect(buildCustomColumn(draft({ options: [] }), existing, 'de')).toMatchObject({ ok: false, problem: 'options' });
    expect(buildCustomColumn(draft({ options: options('A', ' ') }), existing, 'de')).toEqual({
      ok: false,
      problem: 'options',
      message: 'Option 2 has no text.',
    });
    expect(buildCustomColumn(draft({ options: options('A', 'a') }), existing, 'de')).toMatchObject({ ok: false, problem: 'options' });
  });
  it('accepts any fresh name made of letters for every kind', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z][a-z]{2,12}$/u), fc.constantFrom(...CUSTOM_KINDS), (name, kind) => {
        fc.pre(!existing.some((c) => c.text.toLowerCase() === name.toLowerCase()));
        const result = buildCustomColumn(draft({ name, kind }), existing, 'en');
        expect(result.ok).toBe(true);
      }),
    );
  });
});

describe('withKind', () => {
  it('suggests the parameter title over an empty name and keeps a typed one', () => {
    const empty = draft({ name: '' });
    expect(withKind(empty, 'comparison').name).toBe('Comparison');
    expect(withKind(withKind(empty, 'comparison'), 'preposition').name).toBe('Preposition');
    expect(withKind(withKind(empty, 'comparison'), 'dropdown').name).toBe('');
    expect(withKind(draft({ name: 'Mine' }), 'question')).toMatchObject({ kind: 'question', name: 'Mine' });
  });
});

describe('previewEntries and optionProblem', () => {
  it('previews only the parameter kinds', () => {
    expect(previewEntries('dropdown', 'de')).toBeNull();
    expect(previewEntries('free', 'de')).toBeNull();
    expect(previewEntries('preposition', 'en')?.map((e) => e.text).slice(0, 3)).toEqual(['-', 'for', 'with']);
  });
  it('marks empty, long and repeated options', () => {
    const list = options('Hoch', '', 'hoch', 'x'.repeat(41));
    expect(list.map((o) => optionProblem(list, o.key))).toEqual([
      null,
      'Option 2 has no text.',
      'Option 3 repeats "hoch".',
      'Option 4 is longer than 40 characters.',
    ]);
    expect(optionProblem(initialOptions(), 99)).toBeNull();
  });
});
