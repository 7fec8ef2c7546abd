import { describe, expect, it } from 'vitest';
import type { KeywordRow } from '../../domain/keyword-row.ts';
import { createExportController, EXPORT_FAILED_HINT } from './export-controller.ts';
import type { ExportColumn } from './export-column.ts';
import { exportColumns, manyRows } from '../../../tests/support/export-fixtures.ts';
import type { ExportState } from './export-state.ts';

const STARTED = new Date(2026, 10, 23, 9, 30).getTime();

function setup() {
  const states: ExportState[] = [];
  const saved: { fileName: string; size: number }[] = [];
  const controller = createExportController({
    onState: (state) => states.push(state),
    save: (blob, fileName) => saved.push({ fileName, size: blob.size }),
    now: () => STARTED,
  });
  return { states, saved, controller };
}

describe('createExportController', () => {
  it('reports running states, saves the file under the dated name and says it is done', async () => {
    const { states, saved, controller } = setup();
    await controller.start({ format: 'csv', columns: exportColumns, rows: manyRows(2500), baseName: 'Winter Sale' });
    expect(states[0]).toEqual({ status: 'running', startedAt: STARTED, stage: 'rows', done: 0, total: 2500 });
    expect(states.slice(1, -1).map((s) => (s.status === 'running' ? `${s.stage} ${s.done}` : s.status))).toEqual(['rows 2000', 'rows 2500', 'file 2500']);
    expect(states.at(-1)).toEqual({ status: 'done', fileName: 'winter-sale-2026-11-23.csv', rows: 2500 });
    expect(saved).toHaveLength(1);
    expect(saved[0]?.fileName).toBe('winter-sale-2026-11-23.csv');
    expect(saved[0]?.size).toBeGreaterThan(0);
  });

  it('ends as cancelled without saving when cancelled', async () => {
    const { states, saved, controller } = setup();
    const run = controller.start({ format: 'csv', columns: exportColumns, rows: manyRows(6000), baseName: 'x' });
    controller.cancel();
    await run;
    expect(states.at(-1)).toEqual({ status: 'cancelled' });
    expect(saved).toEqual([]);
  });

  it('lets a newer export replace an older one, whose late answers are ignored', async () => {
    const { states, saved, controller } = setup();
    const first = controller.start({ format: 'csv', columns: exportColumns, rows: manyRows(6000), baseName: 'first' });
    const second = controller.start({ format: 'csv', columns: exportColumns, rows: manyRows(10), baseName: 'second' });
    await Promise.all([first, second]);
    expect(saved.map((s) => s.fileName)).toEqual(['second-2026-11-23.csv']);
    expect(states.filter((s) => s.status === 'cancelled')).toEqual([]);
    expect(states.at(-1)).toEqual({ status: 'done', fileName: 'second-2026-11-23.csv', rows: 10 });
  });

  it('reports a failure with a hint and the cause', async () => {
    const { states, saved, controller } = setup();
    const broken: ExportColumn = {
      header: 'Broken',
      width: 80,
      kind: 'text',
      value: (row: KeywordRow) => {
        throw new Error(`cannot read ${row.keyword}`);
      },
    };
    await controller.start({ format: 'csv', columns: [broken], rows: manyRows(1), baseName: 'x' });
    expect(states.at(-1)).toEqual({ status: 'failed', message: `${EXPORT_FAILED_HINT} (cannot read keyword 0)` });
    expect(saved).toEqual([]);
  });
});
