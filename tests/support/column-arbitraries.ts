/** fast-check arbitraries of column lists as users shape them, for the layout and operation properties. */
import fc from 'fast-check';
import type { MonthKey } from '../../src/domain/keyword-row.ts';
import type { ColumnDefinition } from '../../src/workbench/columns/column-definition.ts';
import {
  addCustomColumn,
  moveColumn,
  moveColumnTo,
  moveVisibleColumn,
  removeCustomColumn,
  renameColumn,
  resizeColumn,
  setColumnActive,
  setColumnTooltip,
} from '../../src/workbench/columns/column-operations.ts';
import { customColumn } from '../../src/workbench/columns/custom-columns.ts';
import { keywordColumns } from '../../src/workbench/columns/keyword-columns.ts';

export const MONTHS: readonly MonthKey[] = ['202412', '202411', '202410', '202409'];
export const defaultColumns = (months: readonly MonthKey[] = MONTHS): ColumnDefinition[] => keywordColumns({ months, amazon: true, ranking: false });

const VALUES = [...defaultColumns().map((c) => c.value), 'custom_Status', 'custom_Notizen', 'custom_Prio', 'unknown'];
const valueArb = fc.constantFrom(...VALUES);

export type ColumnOp =
  | { op: 'move'; value: string; delta: number }
  | { op: 'moveVisible'; value: string; delta: number }
  | { op: 'moveTo'; value: string; index: number }
  | { op: 'active'; value: string; active: boolean }
  | { op: 'resize'; value: string; width: number }
  | { op: 'rename'; value: string; text: string }
  | { op: 'tooltip'; value: string; text: string }
  | { op: 'add'; name: string; dropdown: boolean }
  | { op: 'remove'; value: string };

export const columnOpArb: fc.Arbitrary<ColumnOp> = fc.oneof(
  fc.record({ op: fc.constant('move' as const), value: valueArb, delta: fc.integer({ min: -30, max: 30 }) }),
  fc.record({ op: fc.constant('moveVisible' as const), value: valueArb, delta: fc.integer({ min: -5, max: 5 }) }),
  fc.record({ op: fc.constant('moveTo' as const), value: valueArb, index: fc.integer({ min: -3, max: 30 }) }),
  fc.record({ op: fc.constant('active' as const), value: valueArb, active: fc.boolean() }),
  fc.record({ op: fc.constant('resize' as const), value: valueArb, width: fc.oneof(fc.integer({ min: 0, max: 1200 }), fc.double({ noNaN: false })) }),
  fc.record({ op: fc.constant('rename' as const), value: valueArb, text: fc.constantFrom('', ' Volume ', 'Trend', 'x'.repeat(61), 'Suchvolumen', 'Avg. volume') }),
  fc.record({ op: fc.constant('tooltip' as const), value: valueArb, text: fc.constantFrom('', 'Mine', 'y'.repeat(201)) }),
  fc.record({ op: fc.constant('add' as const), name: fc.constantFrom('Status', 'Notizen', 'Prio', 'status', ''), dropdown: fc.boolean() }),
  fc.record({ op: fc.constant('remove' as const), value: valueArb }),
);

export function applyOp(columns: ColumnDefinition[], op: ColumnOp): ColumnDefinition[] {
  switch (op.op) {
    case 'move':
      return moveColumn(columns, op.value, op.delta);
    case 'moveVisible':
      return moveVisibleColumn(columns, op.value, op.delta);
    case 'moveTo':
      return moveColumnTo(columns, op.value, op.index);
    case 'active':
      return setColumnActive(columns, op.value, op.active);
    case 'resize':
      return resizeColumn(columns, op.value, op.width);
    case 'rename': {
      const change = renameColumn(columns, op.value, op.text);
      return change.ok ? change.columns : columns;
    }
    case 'tooltip': {
      const change = setColumnTooltip(columns, op.value, op.text);
      return change.ok ? change.columns : columns;
    }
    case 'add': {
      const entries = op.dropdown ? [{ text: 'open', color: '#1c7ed6', id: 1 }] : [];
      const change = addCustomColumn(columns, customColumn(op.name, op.dropdown ? 'dropdown' : 'free', entries));
      return change.ok ? change.columns : columns;
    }
    case 'remove':
      return removeCustomColumn(columns, op.value);
  }
}

/** Column lists reached from the defaults by a user's operations. */
export const shapedColumnsArb: fc.Arbitrary<ColumnDefinition[]> = fc
  .array(columnOpArb, { maxLength: 25 })
  .map((ops) => ops.reduce(applyOp, defaultColumns()));
