/**
 * Chart colours as CSS variables, so a switch to dark mode or a company theme repaints the charts
 * without a render. Variables are defined in panels.css for light and dark.
 */
import { GRAPH_SELECTION_MAX } from '../../domain/graph-selection.ts';

export const axisTick = { fill: 'var(--muted)', fontSize: 12 } as const;
export const gridStroke = 'var(--border)';
export const tooltipStyles = {
  contentStyle: { background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 6, color: 'var(--text)' },
  labelStyle: { color: 'var(--text)', fontWeight: 600 },
  itemStyle: { color: 'var(--text)' },
} as const;

/** `var(--series-1)` … `var(--series-10)`: one distinct colour per compared keyword. */
export const seriesColour = (index: number): string => `var(--series-${(index % GRAPH_SELECTION_MAX) + 1})`;

/** Dashes besides colour, so lines stay apart for people who do not tell the colours apart. */
const DASHES = [undefined, '6 3', '2 3', '10 4 2 4', '1 4'] as const;
export const seriesDash = (index: number): string | undefined => DASHES[Math.floor(index / 2) % DASHES.length];
