/**
 * Mirrors the engine's selection into the command context (tableSelectionAtom), so 'table-selection'
 * commands appear in the palette and the context menu exactly while rows are selected. A layout effect:
 * the atom changes in the same paint as the count, so a key pressed right after Ctrl+A finds it.
 */
import { useEffect, useLayoutEffect } from 'react';
import { appStore } from '../../session/app-store.ts';
import { tableSelectionAtom } from '../../commands/app-commands.ts';
import type { WorkbenchEngine } from './use-workbench-engine.ts';

export function useSelectionAtom(engine: WorkbenchEngine): void {
  const { selectedIds } = engine;
  useLayoutEffect(() => appStore.set(tableSelectionAtom, selectedIds), [selectedIds]);
  useEffect(() => () => appStore.set(tableSelectionAtom, []), []);
}
