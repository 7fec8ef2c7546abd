import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExportProgress } from './export-progress.tsx';
import { progressLabel, statusText, type ExportState } from './export-state.ts';

const running: ExportState = { status: 'running', startedAt: 1000, stage: 'rows', done: 12000, total: 100000 };
const render = (state: ExportState, now = 1000) => renderToStaticMarkup(<ExportProgress state={state} now={now} onCancel={() => undefined} />);

describe('export texts', () => {
  it('says how far the export is, with German digit grouping', () => {
    expect(progressLabel({ stage: 'rows', done: 12000, total: 100000 })).toBe('Exporting 12.000 of 100.000 rows…');
    expect(progressLabel({ stage: 'rows', done: 4000, total: null })).toBe('Exporting 4.000 rows…');
    expect(progressLabel({ stage: 'file', done: 1, total: 1 })).toBe('Writing the file with 1 row…');
  });

  it('says what happened at the end', () => {
    expect(statusText({ status: 'done', fileName: 'winter-sale-2026-11-23.xlsx', rows: 214 })).toBe('Downloaded winter-sale-2026-11-23.xlsx: 214 rows.');
    expect(statusText({ status: 'done', fileName: 'a.csv', rows: 1234 })).toBe('Downloaded a.csv: 1.234 rows.');
    expect(statusText({ status: 'failed', message: 'Out of memory.' })).toBe('Export failed: Out of memory.');
    expect(statusText({ status: 'cancelled' })).toBe('Export cancelled.');
    expect(statusText({ status: 'idle' })).toBe('');
    expect(statusText(running)).toBe('');
  });
});

describe('ExportProgress', () => {
  it('shows no bar during the first half second', () => {
    const html = render(running, 1500);
    expect(html).not.toContain('<progress');
    expect(html).toContain('role="status"');
  });

  it('shows a labelled bar with a Cancel button after half a second', () => {
    const html = render(running, 1501);
    const label = /<span id="([^"]+)" class="export-progress-label">Exporting 12.000 of 100.000 rows…<\/span>/.exec(html);
    expect(label).not.toBeNull();
    expect(html).toContain(`<progress class="export-progress-bar" aria-labelledby="${label?.[1] ?? ''}" value="12000" max="100000">`);
    expect(html).toContain('>Cancel</button>');
  });

  it('shows an indeterminate bar while the total is unknown or the file is packed', () => {
    const bar = /<progress class="export-progress-bar" aria-labelledby="[^"]+"><\/progress>/;
    expect(render({ ...running, total: null }, 5000)).toMatch(bar);
    const packing = render({ ...running, stage: 'file', done: 100000 }, 5000);
    expect(packing).toMatch(bar);
    expect(packing).toContain('Writing the file with 100.000 rows…');
  });

  it('announces the download in the status region and a failure as an alert', () => {
    const done = render({ status: 'done', fileName: 'winter-sale-2026-11-23.xlsx', rows: 214 });
    expect(done).toContain('<p role="status" class="export-progress-status">Downloaded winter-sale-2026-11-23.xlsx: 214 rows.</p>');
    expect(done).not.toContain('<progress');
    const failed = render({ status: 'failed', message: 'Out of memory.' });
    expect(failed).toContain('<p role="alert" class="export-progress-error">Export failed: Out of memory.</p>');
    expect(failed).toContain('<p role="status" class="export-progress-status"></p>');
  });
});
