import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { emptyKeywordRow, type KeywordRow } from '../../domain/keyword-row.ts';
import { WorkbenchPortsContext } from '../ports.ts';
import { portsThatAnswerNothing } from '../../../tests/support/workbench-ports-fixtures.ts';
import { ClipboardPanel, CLIPBOARD_EMPTY_TEXT } from './clipboard-panel.tsx';
import { COMPARE_EMPTY_TEXT, CompareChart } from './compare-chart.tsx';
import { KeywordDetailPanel } from './keyword-detail-panel.tsx';

const render = (element: ReactElement) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <WorkbenchPortsContext value={portsThatAnswerNothing}>{element}</WorkbenchPortsContext>
    </QueryClientProvider>,
  );
const months = Array.from({ length: 12 }, (_, i) => ({ year: i === 0 ? 2024 : 2025, month: i === 0 ? 12 : i, count: i === 0 ? 74_000 : 5_000 }));
const row: KeywordRow = { ...emptyKeywordRow('glühwein'), avgsv: 10_250, search_volumes: months, keyword_difficulty: { text: '', maximum: 100, color: '', difficulty: 40 } };
const noop = () => undefined;

describe('panel markup', () => {
  it('the detail panel is a complementary region named after the keyword, with facts, months toggle and summary', () => {
    const html = render(<KeywordDetailPanel row={row} rateUsdToEur={0.92} location={null} language={null} onClose={noop} />);
    expect(html).toMatch(/^<aside class="keyword-detail-panel" aria-label="Keyword details: glühwein"/);
    expect(html).toContain('<dd class="numeric">10.250</dd>');
    expect(html).toContain('40 – possible');
    expect(html).toContain('Search volume of glühwein, Dec 2024 to Nov 2025: highest 74.000 in Dec 2024, lowest 5.000 in Jan 2025.');
    expect(html.match(/type="radio"/g)).toHaveLength(3);
    expect(html).toMatch(/checked="" value="12"/);
    // Saved lists without a market: what the row knows, here nothing.
    expect(html).toMatch(/<dt>Saved in<\/dt><dd><span class="muted">-<\/span>/);
  });
  it('a row without volumes says so instead of drawing an empty chart', () => {
    const html = render(<KeywordDetailPanel row={{ ...row, search_volumes: [] }} rateUsdToEur={0.92} location={null} language={null} onClose={noop} />);
    expect(html).toContain('No monthly volumes are known for this keyword yet.');
  });
  it('the compare chart has its empty state, and a Remove button per keyword', () => {
    expect(render(<CompareChart rows={[]} onRemove={noop} location={null} language={null} />)).toContain(COMPARE_EMPTY_TEXT);
    const html = render(
      <CompareChart rows={[{ keyword: 'glühwein', volumes: months }, { keyword: 'punsch', volumes: months }]} onRemove={noop} location={null} language={null} />,
    );
    expect(html).toContain('aria-label="Remove glühwein from the chart"');
    expect(html).toContain('aria-label="Remove punsch from the chart"');
    expect(html).toContain('<th scope="col">punsch</th>');
  });
  it('the clipboard panel is empty before anything is collected', () => {
    expect(render(<ClipboardPanel />)).toContain(CLIPBOARD_EMPTY_TEXT);
    expect(COMPARE_EMPTY_TEXT).toBe('Select up to 10 keywords and choose Compare (c) to see them in one chart.');
  });
});
