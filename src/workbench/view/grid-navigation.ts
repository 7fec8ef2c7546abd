/**
 * What a key does in the keyword grid (WAI-ARIA grid pattern): the view turns a key into an intent
 * here and carries it out. Line -1 is the header row; lines 0… are the display lines of the engine.
 */
export interface GridPosition {
  line: number;
  column: number;
}

export interface GridBounds {
  lines: number;
  columns: number;
  /** How many lines Page Up/Down move: the lines that fit the viewport. */
  pageSize: number;
}

export interface GridKey {
  key: string;
  shift: boolean;
  /** Ctrl, or Cmd on a Mac. */
  mod: boolean;
  alt: boolean;
}

export type GridIntent =
  | { type: 'move'; to: GridPosition }
  /** Shift+arrows: the rows of lines `anchor`…`to.line` become the selection's extension. */
  | { type: 'extend'; anchor: number; to: GridPosition }
  | { type: 'toggle'; line: number }
  | { type: 'selectAll' }
  | { type: 'clearSelection' }
  /** Enter: sort by a header, expand a group, open a row's details. */
  | { type: 'activate'; at: GridPosition }
  /** Shift+Enter on a header: add its column to the sort (or turn it round, or take it out). */
  | { type: 'addSort'; column: number };

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

function moveTo(bounds: GridBounds, line: number, column: number): GridIntent {
  // The header row is line -1; an empty grid keeps focus in the header.
  const lastLine = bounds.lines - 1;
  return { type: 'move', to: { line: clamp(line, -1, Math.max(-1, lastLine)), column: clamp(column, 0, Math.max(0, bounds.columns - 1)) } };
}

function verticalTarget(at: GridPosition, bounds: GridBounds, key: string, mod: boolean): number | null {
  switch (key) {
    case 'ArrowUp':
      return at.line - 1;
    case 'ArrowDown':
      return at.line + 1;
    case 'PageUp':
      return Math.max(0, at.line - bounds.pageSize);
    case 'PageDown':
      return at.line + bounds.pageSize;
    case 'Home':
      return mod ? 0 : null;
    case 'End':
      return mod ? bounds.lines - 1 : null;
    default:
      return null;
  }
}

/** The intent of `key` at `at`; null when the grid leaves the key to the browser or other handlers. */
export function gridIntent(at: GridPosition, bounds: GridBounds, key: GridKey, anchor: number | null): GridIntent | null {
  if (key.alt) return null;
  const vertical = verticalTarget(at, bounds, key.key, key.mod);
  if (key.shift && vertical !== null && at.line >= 0 && bounds.lines > 0) {
    const line = clamp(vertical, 0, bounds.lines - 1);
    return { type: 'extend', anchor: anchor ?? at.line, to: { line, column: at.column } };
  }
  if (key.shift) return key.key === 'Enter' && at.line === -1 && !key.mod ? { type: 'addSort', column: at.column } : null;
  if (vertical !== null) {
    // Ctrl+Home/End go to the first/last cell of the grid, not only the first/last line.
    const column = key.key === 'Home' ? 0 : key.key === 'End' ? bounds.columns - 1 : at.column;
    return moveTo(bounds, vertical, column);
  }
  switch (key.key) {
    case 'ArrowLeft':
      return moveTo(bounds, at.line, at.column - 1);
    case 'ArrowRight':
      return moveTo(bounds, at.line, at.column + 1);
    case 'Home':
      return moveTo(bounds, at.line, 0);
    case 'End':
      return moveTo(bounds, at.line, bounds.columns - 1);
    case ' ':
      return at.line >= 0 && !key.mod ? { type: 'toggle', line: at.line } : null;
    case 'a':
    case 'A':
      return key.mod ? { type: 'selectAll' } : null;
    case 'Escape':
      return { type: 'clearSelection' };
    case 'Enter':
      return key.mod ? null : { type: 'activate', at };
    default:
      return null;
  }
}

/** Keeps a remembered position valid after the view changed size (filter, hidden column). */
export function clampPosition(at: GridPosition, bounds: GridBounds): GridPosition {
  return { line: clamp(at.line, -1, bounds.lines - 1), column: clamp(at.column, 0, Math.max(0, bounds.columns - 1)) };
}
