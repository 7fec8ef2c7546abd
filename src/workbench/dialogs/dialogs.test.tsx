import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Filter } from '../../domain/filters.ts';
import type { ColumnDefinition } from '../columns/column-definition.ts';
import { customColumn } from '../columns/custom-columns.ts';
import { keywordColumns } from '../columns/keyword-columns.ts';
import { parameterColumn } from '../columns/parameter-columns.ts';
import { ColumnManager } from './column-manager.tsx';
import { CustomColumnDialog } from './custom-column-dialog.tsx';
import { filterFieldOptions } from './filter-fields.ts';
import { FilterBuilder } from './filter-builder.tsx';
import { SetValueDialog } from './set-value-dialog.tsx';

const none = () => undefined;
const priority = customColumn('Priority', 'dropdown', [
  { id: 1, text: 'High', color: '#dc2626' },
  { id: 2, text: 'Low', color: '#16a34a' },
]);
const columns: ColumnDefinition[] = [...keywordColumns({ months: ['202411', '202410'], amazon: false, ranking: false }), priority];
const fields = filterFieldOptions(columns);
const filters: Filter[] = [
  { field: 1, action: 'includes', value: 'glühwein, punsch' },
  { field: 2, action: 'greater', value: 1000 },
];
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('FilterBuilder', () => {
  const html = renderToStaticMarkup(<FilterBuilder open fields={fields} filters={filters} onChange={none} onClose={none} anchorLabel="Research: glühwein" />);
  it('lists the filters as readable chips with a Remove button each', () => {
    expect(html).toContain('Filter keywords');
    expect(html).toContain('Keyword includes glühwein, punsch');
    expect(html).toContain('aria-label="Remove filter: Avg. volume greater than 1.000"');
    expect(html).toContain('Research: glühwein');
  });
  it('has a labelled Field, Condition and Value row with the text hint', () => {
    expect(html).toMatch(/<span>Field<\/span><select/u);
    expect(html).toMatch(/<span>Condition<\/span><select/u);
    expect(html).toContain('<option value="not_like">is not like</option>');
    expect(html).toContain('Separate terms with commas; * matches any text.');
    expect(html).toContain('Add filter');
    expect(html).toContain('Clear all filters');
    expect(html).toContain('aria-live="polite"');
  });
  it('renders no body while closed', () => {
    expect(renderToStaticMarkup(<FilterBuilder open={false} fields={fields} filters={filters} onChange={none} onClose={none} />)).not.toContain('Add filter');
  });
});

describe('ColumnManager', () => {
  const html = renderToStaticMarkup(<ColumnManager open columns={columns} onChange={none} onClose={none} onAddCustom={none} />);
  it('has one row per column with show, rename, width and move controls', () => {
    expect(count(html, 'class="wb-column-row"')).toBe(columns.length);
    expect(html).toContain('aria-label="Rename Avg. volume"');
    expect(html).toContain('placeholder="Avg. volume"');
    expect(html).toContain('aria-label="Width of Avg. volume in pixels"');
    expect(html).toContain('aria-label="Move Avg. volume up"');
  });
  it('keeps the keyword column in place and shown', () => {
    expect(html).toMatch(/<input type="checkbox" disabled="" checked=""\/>Show<span class="visually-hidden"> Keyword/u);
    expect(html).toContain('aria-label="Move Keyword up" disabled=""');
  });
  it('groups the months with Show all and Hide all, and offers Remove for custom columns only', () => {
    expect(html).toContain('<legend>Monthly volumes</legend>');
    expect(html).toContain('Show all<span class="visually-hidden"> Monthly volumes</span>');
    expect(count(html, 'aria-label="Remove column')).toBe(1);
    expect(html).toContain('aria-label="Remove column Priority"');
    expect(html).toContain('Add custom column');
  });
  it('disables everything when read-only', () => {
    const readOnly = renderToStaticMarkup(<ColumnManager open readOnly columns={columns} onChange={none} onClose={none} onAddCustom={none} />);
    expect(readOnly).not.toContain('Add custom column');
    expect(readOnly).not.toContain('aria-label="Rename');
    expect(readOnly).not.toContain('Remove column');
  });
});

describe('CustomColumnDialog', () => {
  const html = renderToStaticMarkup(<CustomColumnDialog open existing={columns} language="de" onCreate={none} onClose={none} />);
  it('offers the five kinds as a radio group and the dropdown options editor', () => {
    for (const label of ['Dropdown', 'Free text', 'Question words', 'Prepositions', 'Comparisons']) expect(html).toContain(`<span>${label}</span>`);
    expect(count(html, 'type="radio"')).toBe(5);
    expect(html).toContain('<legend>Options</legend>');
    expect(html).toContain('type="color"');
    expect(html).toContain('Add option');
    expect(html).toContain('Create column');
  });
});

describe('SetValueDialog', () => {
  it('titles with the German count and lists the entries with - first', () => {
    const html = renderToStaticMarkup(<SetValueDialog open column={priority} count={1500} onSet={none} onClose={none} />);
    expect(html).toContain('Set Priority for 1.500 keywords');
    expect(count(html, 'type="radio"')).toBe(3);
    expect(html.indexOf('- (no value)')).toBeLessThan(html.indexOf('High'));
    expect(html).toContain('background-color:#dc2626');
  });
  it('keeps the parameter columns’ own - entry once', () => {
    const html = renderToStaticMarkup(<SetValueDialog open column={parameterColumn('question', 'en')} count={2} onSet={none} onClose={none} />);
    expect(count(html, '- (no value)')).toBe(1);
  });
  it('shows a text input for free text columns', () => {
    const html = renderToStaticMarkup(<SetValueDialog open column={customColumn('Note', 'free')} count={1} onSet={none} onClose={none} />);
    expect(html).toContain('Set Note for 1 keyword');
    expect(html).toContain('At most 200 characters');
  });
});
