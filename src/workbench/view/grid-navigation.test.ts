import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPosition, gridIntent, type GridBounds, type GridKey } from './grid-navigation.ts';

const bounds: GridBounds = { lines: 100, columns: 8, pageSize: 10 };
const key = (k: string, extra: Partial<GridKey> = {}): GridKey => ({ key: k, shift: false, mod: false, alt: false, ...extra });

describe('gridIntent', () => {
  it('moves with the arrows and stops at the edges', () => {
    expect(gridIntent({ line: 5, column: 3 }, bounds, key('ArrowDown'), null)).toEqual({ type: 'move', to: { line: 6, column: 3 } });
    expect(gridIntent({ line: 5, column: 3 }, bounds, key('ArrowLeft'), null)).toEqual({ type: 'move', to: { line: 5, column: 2 } });
    expect(gridIntent({ line: 99, column: 7 }, bounds, key('ArrowDown'), null)).toEqual({ type: 'move', to: { line: 99, column: 7 } });
    expect(gridIntent({ line: 0, column: 0 }, bounds, key('ArrowUp'), null)).toEqual({ type: 'move', to: { line: -1, column: 0 } });
    expect(gridIntent({ line: -1, column: 0 }, bounds, key('ArrowUp'), null)).toEqual({ type: 'move', to: { line: -1, column: 0 } });
  });

  it('pages and jumps to the ends', () => {
    expect(gridIntent({ line: 5, column: 3 }, bounds, key('PageDown'), null)).toEqual({ type: 'move', to: { line: 15, column: 3 } });
    expect(gridIntent({ line: 5, column: 3 }, bounds, key('PageUp'), null)).toEqual({ type: 'move', to: { line: 0, column: 3 } });
    expect(gridIntent({ line: 5, column: 3 }, bounds, key('Home'), null)).toEqual({ type: 'move', to: { line: 5, column: 0 } });
    expect(gridIntent({ line: 5, column: 3 }, bounds, key('End'), null)).toEqual({ type: 'move', to: { line: 5, column: 7 } });
    expect(gridIntent({ line: 5, column: 3 }, bounds, key('Home', { mod: true }), null)).toEqual({ type: 'move', to: { line: 0, column: 0 } });
    expect(gridIntent({ line: 5, column: 3 }, bounds, key('End', { mod: true }), null)).toEqual({ type: 'move', to: { line: 99, column: 7 } });
  });

  it('extends the selection from the anchor with Shift', () => {
    expect(gridIntent({ line: 5, column: 1 }, bounds, key('ArrowDown', { shift: true }), null)).toEqual({ type: 'extend', anchor: 5, to: { line: 6, column: 1 } });
    expect(gridIntent({ line: 6, column: 1 }, bounds, key('PageDown', { shift: true }), 5)).toEqual({ type: 'extend', anchor: 5, to: { line: 16, column: 1 } });
    expect(gridIntent({ line: -1, column: 1 }, bounds, key('ArrowDown', { shift: true }), null)).toBeNull();
  });

  it('selects with Space and Ctrl+A, clears with Escape, activates with Enter', () => {
    expect(gridIntent({ line: 5, column: 1 }, bounds, key(' '), null)).toEqual({ type: 'toggle', line: 5 });
    expect(gridIntent({ line: -1, column: 1 }, bounds, key(' '), null)).toBeNull();
    expect(gridIntent({ line: 5, column: 1 }, bounds, key('a', { mod: true }), null)).toEqual({ type: 'selectAll' });
    expect(gridIntent({ line: 5, column: 1 }, bounds, key('a'), null)).toBeNull();
    expect(gridIntent({ line: 5, column: 1 }, bounds, key('Escape'), null)).toEqual({ type: 'clearSelection' });
    expect(gridIntent({ line: -1, column: 2 }, bounds, key('Enter'), null)).toEqual({ type: 'activate', at: { line: -1, column: 2 } });
    expect(gridIntent({ line: -1, column: 2 }, bounds, { ...key('Enter'), shift: true }, null)).toEqual({ type: 'addSort', column: 2 });
    expect(gridIntent({ line: 3, column: 2 }, bounds, { ...key('Enter'), shift: true }, null)).toBeNull();
  });

  it('leaves Alt chords and other keys to the page', () => {
    expect(gridIntent({ line: 5, column: 1 }, bounds, key('ArrowDown', { alt: true }), null)).toBeNull();
    expect(gridIntent({ line: 5, column: 1 }, bounds, key('x'), null)).toBeNull();
  });

  it('never leaves the grid, whatever the keys', () => {
    const keys = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End'];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.record({ key: fc.constantFrom(...keys), shift: fc.boolean(), mod: fc.boolean() })),
        (lines, columns, presses) => {
          const b: GridBounds = { lines, columns, pageSize: 7 };
          let at = { line: -1, column: 0 };
          for (const press of presses) {
            const intent = gridIntent(at, b, { ...press, alt: false }, null);
            if (intent?.type === 'move' || intent?.type === 'extend') at = intent.to;
            expect(at.line).toBeGreaterThanOrEqual(-1);
            expect(at.line).toBeLessThanOrEqual(Math.max(-1, lines - 1));
            expect(at.column).toBeGreaterThanOrEqual(0);
            expect(at.column).toBeLessThan(columns);
          }
        },
      ),
    );
  });
});

describe('clampPosition', () => {
  it('pulls a position back inside a smaller view', () => {
    expect(clampPosition({ line: 50, column: 9 }, { lines: 10, columns: 4, pageSize: 5 })).toEqual({ line: 9, column: 3 });
    expect(clampPosition({ line: 3, column: 1 }, { lines: 0, columns: 4, pageSize: 5 })).toEqual({ line: -1, column: 1 });
  });
});
