/**
 * Mirrors the engine's selection into the command context (tableSelectionAtom), so 'table-selection'
 * commands appear in the palette and the context menu exactly while rows are selected.
 */
import { useEffect } from 'react';
import { appStore } from '../../app/app-store.ts';
import { tableSelectionAtom } from '../../commands/app-commands.ts';
import type { WorkbenchEngine } from './use-workbench-engine.ts';

export function useSelectionAtom(engine: WorkbenchEngine): void {
  const selected = engine.summary?.selected ?? 0;
  const { run } = engine;
  useEffect(() => {
    let stale = false;
    if (selected === 0) appStore.set(tableSelectionAtom, []);
    else {
      void run((e) => e.selection()).then((ids) => {
        if (!stale) appStore.set(tableSelectionAtom, Array.from(ids, String));
      });
    }
    return () => {
      stale = true;
    };
  }, [selected, run]);
  useEffect(() => () => appStore.set(tableSelectionAtom, []), []);
}
